import type {
  BreadcrumbList,
  FAQPage,
  Organization,
  Service as ServiceSchema,
  WithContext,
} from "schema-dts";
import { company } from "@/data/company";
import type { Service } from "@/data/services";
import { servicePath } from "@/lib/service-path";
import { siteUrl } from "@/lib/site";

const url = (path: string) => new URL(path, siteUrl()).href;

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
      availableLanguage: "en",
      hoursAvailable: {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: [...company.openingHours.days],
        opens: company.openingHours.opens,
        closes: company.openingHours.closes,
      },
    },
  };
}

export function serviceJsonLd(service: Service): WithContext<ServiceSchema> {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.title,
    description: service.summary,
    serviceType: service.title,
    url: url(servicePath(service.slug)),
    image: url(service.cover),
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
      url: url(servicePath(service.slug)),
    },
  };
}

export function faqJsonLd(service: Service): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: service.faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

export function breadcrumbJsonLd(
  service: Service,
): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: "Home", item: url("/") },
      {
        "@type": "ListItem",
        position: 2,
        name: service.title,
        item: url(servicePath(service.slug)),
      },
    ],
  };
}

/** JSON for a <script> element: `<` is escaped so no text can close the element. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
