import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageBanner } from "@/components/content/page-banner";
import { StaySafeGuide } from "@/components/trust/stay-safe-guide";
import { company } from "@/data/company";
import { staySafeText } from "@/data/copy/trust";
import type { Locale } from "@/data/locale";
import { localePath } from "@/lib/i18n/paths";
import { pageMetadata } from "@/lib/seo";

export async function staySafeMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "trust" });
  return pageMetadata({
    title: staySafeText[locale]().title,
    description: t("staySafeDescription", { name: company.name }),
    path: localePath(locale, "/stay-safe"),
    locale,
  });
}

/** /stay-safe in either language. */
export function StaySafeRoute({ locale }: { locale: Locale }) {
  const guide = staySafeText[locale]();
  return (
    <article>
      <PageBanner title={guide.title} lead={guide.lead} />
      <StaySafeGuide guide={guide} locale={locale} />
    </article>
  );
}
