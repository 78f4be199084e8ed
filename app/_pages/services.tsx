import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NoMatchingService } from "@/components/services/no-matching-service";
import { ServiceCatalogue } from "@/components/services/service-catalogue";
import { ServiceSearch } from "@/components/services/service-search";
import { IslandWords } from "@/components/shared/island-words";
import { JsonLd } from "@/components/seo/json-ld";
import type { Locale } from "@/data/locale";
import { localePath } from "@/lib/i18n/paths";
import { serviceGroups, sidebarIn } from "@/lib/navigation";
import { shownCatalogue } from "@/lib/server/content/catalogue";
import { pageMetadata } from "@/lib/seo";
import { serviceListJsonLd } from "@/lib/structured-data";

export async function servicesMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "allServices" });
  const words = await getTranslations({ locale, namespace: "company" });
  return pageMetadata({
    title: t("title"),
    description: t("description", { hours: words("hours") }),
    path: localePath(locale, "/services"),
    locale,
  });
}

/** /services in either language: the catalogue, and the search over it. */
export async function ServicesPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "allServices" });
  const search = await getTranslations({ locale, namespace: "search" });
  const catalogue = await shownCatalogue();
  const groups = serviceGroups(sidebarIn(locale), catalogue[locale]);
  const priceStory = await getTranslations({
    locale,
    namespace: "priceStory",
  });
  return (
    <div className="mx-auto max-w-content px-4 py-10 sm:px-6">
      <JsonLd
        data={serviceListJsonLd(
          groups.flatMap((g) => g.services),
          locale,
        )}
      />
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
        {t("title")}
      </h1>
      <p className="mt-2 mb-6 max-w-2xl text-slate-600">
        {priceStory("price")} {priceStory("payment")} {t("lead")}
      </p>
      {/* The island's own words, and only these, travel to the browser. */}
      <IslandWords locale={locale} namespaces={["search"]}>
        <ServiceSearch
          noMatches={<NoMatchingService locale={locale} />}
          locale={locale}
        >
          <ServiceCatalogue
            groups={groups}
            locale={locale}
            from={(price) => search("from", { price })}
          />
        </ServiceSearch>
      </IslandWords>
    </div>
  );
}
