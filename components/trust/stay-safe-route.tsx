import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageBanner } from "@/components/content/page-banner";
import { StaySafeGuide } from "@/components/trust/stay-safe-guide";
import { company } from "@/data/company";
import type { Locale } from "@/data/locale";
import { staySafeContent } from "@/lib/content/stay-safe";
import { localePath } from "@/lib/i18n/paths";
import { pageMetadata } from "@/lib/seo";
import type { PublishedContent } from "@/lib/cms/published-content";

export async function staySafeMetadata(
  locale: Locale,
  content: PublishedContent,
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "trust" });
  return pageMetadata({
    title: staySafeContent(content, locale).title,
    description: t("staySafeDescription", { name: company.name }),
    path: localePath(locale, "/stay-safe"),
    locale,
  });
}

/** /stay-safe in either language. */
export function StaySafeRoute({
  locale,
  content,
}: {
  locale: Locale;
  content: PublishedContent;
}) {
  const guide = staySafeContent(content, locale);
  return (
    <article>
      <PageBanner title={guide.title} lead={guide.lead} />
      <StaySafeGuide guide={guide} locale={locale} />
    </article>
  );
}
