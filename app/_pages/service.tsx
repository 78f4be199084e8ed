import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ServiceCartActions } from "@/components/cart/service-cart-actions";
import { ZipCheck } from "@/components/cart/zip-check";
import { ServiceReviews } from "@/components/reviews/service-reviews";
import { JsonLd } from "@/components/seo/json-ld";
import { ServiceDescription } from "@/components/services/service-description";
import { ServiceFaq } from "@/components/services/service-faq";
import { ServiceHero } from "@/components/services/service-hero";
import { ServiceIncludes } from "@/components/services/service-includes";
import { ShareButton } from "@/components/share/share-button";
import { IslandWords } from "@/components/shared/island-words";
import { ServiceTechs } from "@/components/techs/service-techs";
import type { Locale } from "@/data/locale";
import { formatUsd } from "@/data/money";
import { services, type Service } from "@/data/services";
import { remoteHelp } from "@/lib/catalogue";
import { shownCatalogue } from "@/lib/server/content/catalogue";
import { localePath } from "@/lib/i18n/paths";
import { pageMetadata, previewSize } from "@/lib/seo";
import { servicePath } from "@/lib/service-path";
import { siteUrl } from "@/lib/site";
import {
  breadcrumbJsonLd,
  faqJsonLd,
  serviceJsonLd,
} from "@/lib/structured-data";

/** Both languages' service pages are pre-rendered, one per slug of the catalogue. */
export function serviceParams() {
  return services.map((service) => ({ service: service.slug }));
}

/** The published service at `slug`, in `locale`'s words. */
async function serviceIn(
  slug: string,
  locale: Locale,
): Promise<Service | undefined> {
  const catalogue = await shownCatalogue();
  return catalogue[locale].find((service) => service.slug === slug);
}

export async function serviceMetadata(
  slug: string,
  locale: Locale,
): Promise<Metadata> {
  const service = await serviceIn(slug, locale);
  if (!service) return {};
  const said = await getTranslations({ locale, namespace: "servicePage" });
  const path = localePath(locale, servicePath(service.slug));
  return pageMetadata({
    title: service.title,
    description: service.summary,
    path,
    image: {
      url: `${path}/opengraph-image`,
      ...previewSize,
      alt: said("previewAlt", {
        title: service.title,
        price: formatUsd(service.price),
      }),
    },
    locale,
  });
}

/**
 * A service page in either language (issue 60): the same facts, the words of
 * `locale`. Its islands (cart buttons, ZIP check, Techs, reviews) get that
 * language's serviceIslands and reviews namespaces, and no others.
 */
export async function ServiceRoute({
  slug,
  locale,
}: {
  slug: string;
  locale: Locale;
}) {
  const catalogue = await shownCatalogue();
  const service = catalogue[locale].find((s) => s.slug === slug);
  if (!service) notFound();
  const copy = await getTranslations({ locale, namespace: "servicePage" });
  const path = localePath(locale, servicePath(service.slug));
  // The remote services offered where no Tech visits, titled in this language.
  const remote = remoteHelp(catalogue, locale)[service.slug] ?? [];
  return (
    <IslandWords locale={locale} namespaces={["serviceIslands", "reviews"]}>
      <article>
        <JsonLd data={serviceJsonLd(service, locale)} />
        <JsonLd data={faqJsonLd(service, locale)} />
        <JsonLd data={breadcrumbJsonLd(service, locale)} />
        <ServiceHero
          service={service}
          locale={locale}
          actions={
            <div className="grid gap-3">
              <ServiceCartActions slug={service.slug} locale={locale} />
              <ShareButton
                title={service.title}
                url={new URL(path, siteUrl()).href}
                words={{
                  label: copy("share.label"),
                  fieldLabel: copy("share.fieldLabel"),
                  copied: copy("share.copied"),
                  manual: copy("share.manual"),
                }}
              />
            </div>
          }
        />
        <div className="mx-auto grid max-w-content gap-12 px-4 py-10 sm:px-6">
          {service.homeVisit ? (
            <ZipCheck slug={service.slug} remoteHelp={remote} locale={locale} />
          ) : (
            <p className="rounded-xl border border-slate-300 bg-white p-4 text-slate-900">
              <strong>{copy("remoteAnywhere")}</strong>{" "}
              {copy("remoteAnywhereRest")}
            </p>
          )}
          <ServiceDescription service={service} locale={locale} />
          <ServiceIncludes service={service} locale={locale} />
          <ServiceFaq service={service} locale={locale} />
          <ServiceTechs
            slug={service.slug}
            title={service.title}
            locale={locale}
          />
          <ServiceReviews slug={service.slug} locale={locale} />
        </div>
      </article>
    </IslandWords>
  );
}
