import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { PolicyPage } from "@/components/policies/policy-page";
import { company } from "@/data/company";
import type { Locale } from "@/data/locale";
import { manageBookingLink } from "@/data/navigation";
import { localePath } from "@/lib/i18n/paths";
import { policyContent, type PolicyId } from "@/lib/content/policies";
import { pageMetadata } from "@/lib/seo";
import type { PublishedContent } from "@/lib/cms/published-content";

export const policyPaths = {
  privacy: "/privacy-policy",
  cancellation: "/cancellation-policy",
  terms: "/terms-of-service",
  refund: "/refund-policy",
} as const satisfies Record<PolicyId, string>;

export async function policyMetadata(
  id: PolicyId,
  locale: Locale,
  content: PublishedContent,
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "policies" });
  const words = await getTranslations({ locale, namespace: "company" });
  return pageMetadata({
    title: policyContent(content, locale, id).title,
    description: t(`${id}Description`, {
      name: company.name,
      dataLocation: words("dataLocation"),
    }),
    path: localePath(locale, policyPaths[id]),
    locale,
  });
}

/** One of the four policies in a language; a translation says that the English governs. */
export async function PolicyRoute({
  id,
  locale,
  content,
}: {
  id: PolicyId;
  locale: Locale;
  content: PublishedContent;
}) {
  const t = await getTranslations({ locale, namespace: "policies" });
  const labels = await getTranslations({ locale, namespace: "navigation" });
  const policy = policyContent(content, locale, id);
  return (
    <>
      <PolicyPage
        policy={policy}
        locale={locale}
        englishGoverns={policy.englishGoverns}
      />
      {id === "cancellation" && (
        <p className="mx-auto max-w-3xl px-4 pb-12 text-lg text-slate-700 sm:px-6">
          {t("manageBefore")}{" "}
          <Link
            href={manageBookingLink.href}
            className="font-semibold text-brand-700 underline"
          >
            {labels("links.manageBooking")}
          </Link>{" "}
          {t("manageAfter")}
        </p>
      )}
    </>
  );
}
