import { company } from "@/data/company";
import { contentCatalogue } from "@/lib/content/services";
import {
  breadcrumbJsonLd,
  faqJsonLd,
  organizationJsonLd,
  serializeJsonLd,
  serviceJsonLd,
  serviceListJsonLd,
  profilePageJsonLd,
} from "@/lib/structured-data";

const services = contentCatalogue.en;

// Google Search Central's required properties, as documented for each rich result:
// FAQPage: mainEntity[] of Question {name, acceptedAnswer: Answer {text}};
// BreadcrumbList: itemListElement[] of ListItem {position, name, item (all but the last)};
// Offer (merchant listing / product snippet): price, priceCurrency (ISO 4217);
// Organization: no required properties; name, url, logo, telephone, email, address recommended.
type Json = Record<string, unknown>;
// Read back what the page would carry, as a search engine parses it.
const json = (data: object) => JSON.parse(JSON.stringify(data)) as Json;
const absolute = (value: unknown) =>
  typeof value === "string" && /^https?:\/\//.test(value);

describe.each(services.map((s) => [s.slug, s] as const))(
  "%s",
  (_slug, service) => {
    it("Service with an Offer in USD", () => {
      const data = json(serviceJsonLd(service));
      expect(data["@context"]).toBe("https://schema.org");
      expect(data["@type"]).toBe("Service");
      expect(data.name).toBe(service.title);
      expect((data.provider as Json).name).toBe(company.name);
      const offer = data.offers as Json;
      expect(offer["@type"]).toBe("Offer");
      expect(Number(offer.price)).toBe(service.price);
      expect(offer.priceCurrency).toBe("USD");
    });

    it("FAQPage with every question and answer", () => {
      const data = json(faqJsonLd(service));
      expect(data["@type"]).toBe("FAQPage");
      const questions = data.mainEntity as Json[];
      expect(questions).toHaveLength(service.faqs.length);
      questions.forEach((question, i) => {
        expect(question["@type"]).toBe("Question");
        expect(question.name).toBe(service.faqs[i]!.question);
        const answer = question.acceptedAnswer as Json;
        expect(answer["@type"]).toBe("Answer");
        expect(answer.text).toBe(service.faqs[i]!.answer);
      });
    });

    it("BreadcrumbList from home to the service", () => {
      const items = json(breadcrumbJsonLd(service)).itemListElement as Json[];
      expect(items.length).toBeGreaterThanOrEqual(2);
      items.forEach((item, i) => {
        expect(item["@type"]).toBe("ListItem");
        expect(item.position).toBe(i + 1);
        expect(typeof item.name).toBe("string");
        expect(absolute(item.item)).toBe(true);
      });
      expect(items.at(-1)!.name).toBe(service.title);
    });
  },
);

describe("organisation", () => {
  it("names the company, its phone, e-mail, 24x7 hours and area served", () => {
    const data = json(organizationJsonLd());
    expect(data["@type"]).toBe("Organization");
    expect(data.name).toBe(company.name);
    expect(absolute(data.url)).toBe(true);
    expect(absolute(data.logo)).toBe(true);
    expect(data.telephone).toBe(company.phone.e164);
    expect(data.email).toBe(company.email);
    expect((data.areaServed as Json).name).toBe(company.areaServed);
    const hours = (data.contactPoint as Json).hoursAvailable as Json;
    expect(hours.dayOfWeek).toHaveLength(7);
    expect([hours.opens, hours.closes]).toEqual(["00:00", "23:59"]);
  });
});

describe("serializeJsonLd", () => {
  it("cannot close its script element", () => {
    const text = serializeJsonLd({
      name: "</script><script>alert(1)</script>",
    });
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual({
      name: "</script><script>alert(1)</script>",
    });
  });
});

describe("serviceListJsonLd", () => {
  it("is an ItemList of the service pages, positions from 1, absolute URLs", () => {
    const data = json(
      serviceListJsonLd([
        { slug: "printer-setup", title: "Printer Setup" },
        { slug: "browser-setup", title: "Browser Setup" },
      ]),
    );
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "ItemList",
      inLanguage: "en-US",
      name: "IT support services",
      numberOfItems: 2,
      itemListElement: [
        {
          "@type": "ListItem",
          position: 1,
          name: "Printer Setup",
          url: "http://localhost:3000/services/printer-setup",
        },
        {
          "@type": "ListItem",
          position: 2,
          name: "Browser Setup",
          url: "http://localhost:3000/services/browser-setup",
        },
      ],
    });
  });
});

describe("the language of each page's JSON-LD (issue 60)", () => {
  const english = services.find((s) => s.slug === "computer-repair")!;
  const spanish = contentCatalogue.es.find(
    (s) => s.slug === "computer-repair",
  )!;

  it("names en-US on the English service, FAQ and breadcrumb", () => {
    expect(json(serviceJsonLd(english)).inLanguage).toBe("en-US");
    expect(json(faqJsonLd(english)).inLanguage).toBe("en-US");
    expect(json(breadcrumbJsonLd(english)).inLanguage).toBe("en-US");
  });

  it("names es-US on the Spanish ones, with Spanish words and /es addresses", () => {
    const service = json(serviceJsonLd(spanish, "es"));
    expect(service).toMatchObject({
      inLanguage: "es-US",
      name: "Reparación de computadoras",
      url: "http://localhost:3000/es/services/computer-repair",
    });
    expect((service.offers as Json).url).toBe(
      "http://localhost:3000/es/services/computer-repair",
    );
    const faq = json(faqJsonLd(spanish, "es"));
    expect(faq.inLanguage).toBe("es-US");
    expect(
      ((faq.mainEntity as Json[])[0]!.name as string).startsWith("¿"),
    ).toBe(true);
    expect(json(breadcrumbJsonLd(spanish, "es"))).toMatchObject({
      inLanguage: "es-US",
      itemListElement: [
        { position: 1, name: "Inicio", item: "http://localhost:3000/es" },
        {
          position: 2,
          name: "Reparación de computadoras",
          item: "http://localhost:3000/es/services/computer-repair",
        },
      ],
    });
  });

  it("names the language of the service list and of a Tech's page", () => {
    expect(json(serviceListJsonLd([], "es")).inLanguage).toBe("es-US");
    const profile = {
      path: "/es/techs/ana-r",
      name: "Ana R.",
      headline: "Printers",
      skills: [],
      languages: ["Spanish"],
      memberSince: "2026-01-01",
    };
    expect(json(profilePageJsonLd(profile, "es")).inLanguage).toBe("es-US");
    expect(json(profilePageJsonLd(profile)).inLanguage).toBe("en-US");
  });
});
