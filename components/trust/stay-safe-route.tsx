import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageBanner } from "@/components/content/page-banner";
import { StaySafeGuide } from "@/components/trust/stay-safe-guide";
import { company } from "@/data/company";
import type { Locale } from "@/data/locale";
import { staySafeContent } from "@/lib/content/stay-safe";
import { localePath } from "@/lib/i18n/paths";
import { pageMetadata } from "@/lib/seo";

export async function staySafeMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "trust" });
  return pageMetadata({
    title: staySafeContent(locale).title,
    description: t("staySafeDescription", { name: company.name }),
    path: localePath(locale, "/stay-safe"),
    locale,
  });
}

/** /stay-safe in either language. */
export function StaySafeRoute({ locale }: { locale: Locale }) {
  const guide = staySafeContent(locale);
  return (
    <article>
      <PageBanner title={guide.title} lead={guide.lead} />
      <StaySafeGuide guide={guide} locale={locale} />
    </article>
  );
}
