import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AboutUs } from "@/components/content/about-us";
import { PageBanner } from "@/components/content/page-banner";
import { company } from "@/data/company";
import type { Locale } from "@/data/locale";
import { localePath } from "@/lib/i18n/paths";
import type { PublishedContent } from "@/lib/cms/published-content";
import { pageMetadata } from "@/lib/seo";

export async function aboutMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "trust" });
  const words = await getTranslations({ locale, namespace: "company" });
  return pageMetadata({
    title: t("aboutTitle"),
    description: t("aboutDescription", {
      name: company.name,
      hours: words("hours"),
      dataLocation: words("dataLocation"),
    }),
    path: localePath(locale, "/about-us"),
    locale,
  });
}

/** /about-us in either language. */
export async function AboutRoute({
  locale,
  content,
}: {
  locale: Locale;
  /** What the CMS shows: lib/server/content/catalogue.ts's shownContent(). */
  content: PublishedContent;
}) {
  const t = await getTranslations({ locale, namespace: "trust" });
  const words = await getTranslations({ locale, namespace: "company" });
  return (
    <>
      <PageBanner title={t("aboutTitle")} lead={words("tagline")} />
      <AboutUs locale={locale} content={content} />
    </>
  );
}
