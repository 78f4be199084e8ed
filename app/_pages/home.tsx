import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { FeaturedServices } from "@/components/services/featured-services";
import { Hero } from "@/components/home/hero";
import { PricingTiers } from "@/components/shared/pricing-tiers";
import { JsonLd } from "@/components/seo/json-ld";
import { company } from "@/data/company";
import type { Locale } from "@/data/locale";
import { featuredSlugs } from "@/lib/content/home";
import { localePath } from "@/lib/i18n/paths";
import { shownCatalogue, shownContent } from "@/lib/server/content/catalogue";
import { pageMetadata } from "@/lib/seo";
import { organizationJsonLd, webPageJsonLd } from "@/lib/structured-data";

export async function homeMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "home" });
  const words = await getTranslations({ locale, namespace: "company" });
  return pageMetadata({
    // The root page is outside the layout's title template.
    title: t("title", { name: company.name }),
    description: t("description", { hours: words("hours") }),
    path: localePath(locale, "/"),
    locale,
  });
}

/** The home page, in either language (in app/_pages, no route: a page composes several features) (app/[locale]/page.tsx). */
export async function HomePage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "home" });
  const content = await shownContent();
  const catalogue = (await shownCatalogue())[locale];
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <JsonLd
        data={webPageJsonLd({
          name: t("title", { name: company.name }),
          path: localePath(locale, "/"),
          locale,
        })}
      />
      <Hero locale={locale} content={content} />
      <FeaturedServices
        locale={locale}
        services={featuredSlugs(content).flatMap((slug) =>
          catalogue.filter((service) => service.slug === slug),
        )}
      />
      <PricingTiers
        id="ites-services"
        title={t("tiersTitle")}
        intro={t("tiersIntro")}
        locale={locale}
        content={content}
      />
    </>
  );
}
