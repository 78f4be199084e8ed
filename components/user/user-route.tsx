import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SignedInFrame } from "@/components/layout/signed-in-frame";
import type { Locale } from "@/data/locale";
import { translator } from "@/lib/i18n/catalogue";
import { localePath } from "@/lib/i18n/paths";
import { pageMetadata } from "@/lib/seo";
import { ManageBookingLink } from "./manage-booking-link";
import { UserPanel } from "./user-panel";

export function userMetadata(locale: Locale): Metadata {
  const t = translator(locale, "account");
  return pageMetadata({
    title: t("title"),
    description: t("description"),
    path: localePath(locale, "/user"),
    locale,
  });
}

/** /user in either language: the account island, pre-rendered signed out. */
export async function UserPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "account" });
  return (
    <SignedInFrame
      width="max-w-2xl"
      locale={locale}
      namespaces={["account", "accountReviews", "booking", "plan", "remote"]}
      noScript={
        <>
          <h1 className="text-3xl font-extrabold text-slate-900">
            {t("noScriptHeading")}
          </h1>
          <p className="mt-3 text-slate-700">{t("noScript")}</p>
        </>
      }
      after={<ManageBookingLink locale={locale} />}
    >
      {/* The account's reviews (components/reviews/account-reviews.tsx). */}
      <UserPanel locale={locale} />
    </SignedInFrame>
  );
}
