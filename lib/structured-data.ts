import type {
  BreadcrumbList,
  FAQPage,
  ItemList,
  Organization,
  ProfilePage,
  Service as ServiceSchema,
  WebPage,
  WithContext,
} from "schema-dts";
import { company } from "@/data/company";
import type { Locale } from "@/data/locale";
import type { Service } from "@/data/services";
import { translator } from "@/lib/i18n/catalogue";
import { localePath } from "@/lib/i18n/paths";
import { coverPath, servicePath } from "@/lib/service-path";
import { siteUrl } from "@/lib/site";

const url = (path: string) => new URL(path, siteUrl()).href;

/**
 * The language tag a page's JSON-LD names (issue 60): the site serves the
 * United States in each of its languages.
 */
export const languageTag = (locale: Locale) => `${locale}-US`;

/**
 * schema.org defines `inLanguage` on creative works only; search engines read
 * it on a service and a breadcrumb list too, so those carry it as well.
 */
type InLanguage = { inLanguage: string };

export function organizationJsonLd(): WithContext<Organization> {
  const { address } = company;
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": url("/#organization"),
    name: company.name,
    url: url("/"),
    logo: url("/icon.svg"),
    telephone: company.phone.e164,
    email: company.email,
    foundingDate: String(company.foundedYear),
    areaServed: { "@type": "Country", name: company.areaServed },
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer support",
      telephone: company.phone.e164,
      email: company.email,
      areaServed: address.country,
      availableLanguage: ["en", "es"],
      hoursAvailable: {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: [...company.openingHours.days],
        opens: company.openingHours.opens,
        closes: company.openingHours.closes,
      },
    },
  };
}

/** A page and its language, for the pages written in more than one (issue 60). */
export function webPageJsonLd({
  name,
  path,
  locale,
}: {
  name: string;
  path: string;
  locale: Locale;
}): WithContext<WebPage> {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    name,
    url: url(path),
    inLanguage: languageTag(locale),
    isPartOf: { "@id": url("/#organization") },
  };
}

/** A service page's service, `service` already in `locale`'s words (servicesIn). */
export function serviceJsonLd(
  service: Service,
  locale: Locale = "en",
): WithContext<ServiceSchema> & InLanguage {
  const page = url(localePath(locale, servicePath(service.slug)));
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.title,
    description: service.summary,
    serviceType: service.title,
    inLanguage: languageTag(locale),
    url: page,
    image: url(service.cover?.src ?? coverPath(service.slug)),
    provider: {
      "@id": url("/#organization"),
      "@type": "Organization",
      name: company.name,
    },
    areaServed: { "@type": "Country", name: company.areaServed },
    offers: {
      "@type": "Offer",
      price: service.price.toFixed(2),
      priceCurrency: "USD",
      availability: "https://schema.org/InStock",
      url: page,
    },
  };
}

export function faqJsonLd(
  service: Service,
  locale: Locale = "en",
): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    inLanguage: languageTag(locale),
    mainEntity: service.faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

export function breadcrumbJsonLd(
  service: Service,
  locale: Locale = "en",
): WithContext<BreadcrumbList> & InLanguage {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    inLanguage: languageTag(locale),
    itemListElement: [
      {
        "@type": "ListItem",
        position: 1,
        name: translator(locale, "navigation")("links.home"),
        item: url(localePath(locale, "/")),
      },
      {
        "@type": "ListItem",
        position: 2,
        name: service.title,
        item: url(localePath(locale, servicePath(service.slug))),
      },
    ],
  };
}

/** /services as an ordered list of the service pages, in the order the page shows them. */
export function serviceListJsonLd(
  services: readonly Pick<Service, "slug" | "title">[],
  locale: Locale = "en",
): WithContext<ItemList> & InLanguage {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    inLanguage: languageTag(locale),
    name: translator(locale, "structuredData")("serviceList"),
    numberOfItems: services.length,
    itemListElement: services.map((service, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: service.title,
      url: url(localePath(locale, servicePath(service.slug))),
    })),
  };
}

/**
 * A Tech's public page (docs/product.md §17.4): a ProfilePage whose main
 * entity is the Person, with `knowsAbout` from the skills. Only what staff
 * published reaches it; no e-mail, phone or account id.
 */
export function profilePageJsonLd(
  profile: {
    path: string;
    name: string;
    headline: string;
    skills: readonly string[];
    languages: readonly string[];
    image?: string;
    memberSince: string;
  },
  locale: Locale = "en",
): WithContext<ProfilePage> {
  return {
    "@context": "https://schema.org",
    "@type": "ProfilePage",
    inLanguage: languageTag(locale),
    url: url(profile.path),
    dateCreated: profile.memberSince,
    mainEntity: {
      "@type": "Person",
      name: profile.name,
      description: profile.headline,
      url: url(profile.path),
      knowsAbout: [...profile.skills],
      knowsLanguage: [...profile.languages],
      ...(profile.image && { image: url(profile.image) }),
      worksFor: { "@id": url("/#organization") },
    },
  };
}

/** JSON for a <script> element: `<` is escaped so no text can close the element. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
