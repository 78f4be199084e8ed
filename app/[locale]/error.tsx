"use client";

import { useLocale, useTranslations } from "next-intl";
import { ErrorView } from "@/components/layout/error-view";
import { localePath } from "@/lib/i18n/paths";

/** Any exception in a page, in the page's language: its layout sends these words. */
export default function ErrorPage(props: {
  error: unknown;
  retry: () => void;
}) {
  const t = useTranslations("error");
  const words = {
    kicker: t("kicker"),
    heading: t("heading"),
    call: t("call"),
    after: t("after"),
    retry: t("retry"),
    home: t("home"),
    homeHref: localePath(useLocale(), "/"),
  };
  return <ErrorView {...props} words={words} />;
}
