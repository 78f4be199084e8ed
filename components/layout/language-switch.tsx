"use client";

import { usePathname } from "next/navigation";
import { PageLink } from "@/components/layout/page-link";
import type { Locale } from "@/data/locale";
import { englishPath, hasSpanish, spanishPath } from "@/lib/i18n/paths";

/**
 * The header's link to the page you are on in the other language (its home
 * page where this one has no translation). A link, not a setting: the cart is
 * in localStorage and follows; nothing redirects by the browser's language.
 */
export function LanguageSwitch({
  locale,
  label,
  title,
}: {
  locale: Locale;
  label: string;
  title: string;
}) {
  const english = englishPath(usePathname());
  const translated = hasSpanish(english);
  const href =
    locale === "es"
      ? translated
        ? english
        : "/"
      : translated
        ? spanishPath(english)
        : "/es";
  return (
    <PageLink
      href={href}
      hrefLang={locale === "es" ? "en" : "es"}
      lang={locale === "es" ? "en" : "es"}
      aria-label={title}
      className="header-language"
    >
      {label}
    </PageLink>
  );
}
