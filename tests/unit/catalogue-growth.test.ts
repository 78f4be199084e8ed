import type { Service } from "@/data/services";
import { contentCatalogue } from "@/lib/content/services";
import { resolveSidebar, sidebarIn } from "@/lib/navigation";
import { indexablePathsOf, sitemapEntries } from "@/lib/routes";
import {
  breadcrumbJsonLd,
  faqJsonLd,
  serviceJsonLd,
} from "@/lib/structured-data";

const services = contentCatalogue.en;

/** The sidebar as the English pages show it. */
const sidebarEntries = sidebarIn("en");

// Adding a service is one entry in data/services.ts (docs/product.md §3): the
// sitemap, the sidebar and the structured data must follow from that entry alone.
const sixteenth: Service = {
  slug: "smart-tv-setup",
  category: "computer",
  homeVisit: true,
  title: "Smart TV Setup",
  price: 59,
  minutes: 60,
  summary:
    "Connect a new smart TV to your WiFi, your streaming accounts and your sound bar.",
  description:
    "A new TV should play your shows on the first evening. We connect it to your network, sign in to the streaming services you use, update its software and pair your sound bar.",
  servicesIncluded: [
    "Connection to your WiFi",
    "Sign-in to your streaming services",
    "Software updates",
    "Sound bar pairing",
  ],
  faqs: [
    {
      question: "Which TVs do you set up?",
      answer: "Any smart TV sold in the last eight years, from any maker.",
    },
    {
      question: "Do I need my streaming passwords?",
      answer:
        "Yes, or access to the e-mail account each service sends codes to.",
    },
    {
      question: "Can you mount the TV on a wall?",
      answer: "No, we set up the software and connections, not wall brackets.",
    },
  ],
};
const grown = [...services, sixteenth];
const origin = new URL("https://shop.example");

describe("a sixteenth service added to a copy of the catalogue", () => {
  it("appears in the sitemap, once, beside every other page", () => {
    const urlsOf = (catalogue: readonly Service[]) =>
      sitemapEntries(indexablePathsOf(catalogue), origin).map(
        (entry) => entry.url,
      );
    const urls = urlsOf(grown);
    const isService = (url: string) =>
      url.startsWith("https://shop.example/services/");
    // Counted from the catalogue itself: one page per entry, the new one included.
    expect(urls.filter(isService).sort()).toEqual(
      grown
        .map((service) => `https://shop.example/services/${service.slug}`)
        .sort(),
    );
    expect(grown).toHaveLength(services.length + 1);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.filter((url) => !isService(url))).toEqual(
      urlsOf(services).filter((url) => !isService(url)),
    );
  });

  it("appears in its sidebar group, and the entries stay the same", () => {
    const after = resolveSidebar(sidebarEntries, grown);
    // Counted from data/: every entry of data/navigation.ts, in its order.
    expect(after.map((entry) => entry.label)).toEqual(
      sidebarEntries.map((entry) => entry.label),
    );
    expect(after).toHaveLength(sidebarEntries.length);
    const computer = after.find(
      (entry) => entry.label === "Computer Solutions",
    );
    expect(computer).toMatchObject({ kind: "group" });
    expect(computer?.kind === "group" && computer.links).toEqual(
      grown
        .filter((service) => service.category === "computer")
        .map((service) => ({
          label: service.title,
          href: `/services/${service.slug}`,
        })),
    );
    expect(computer?.kind === "group" && computer.links.at(-1)).toEqual({
      label: "Smart TV Setup",
      href: "/services/smart-tv-setup",
    });
  });

  it("gets its own structured data: Service with its price, FAQ and breadcrumb", () => {
    const service = serviceJsonLd(sixteenth);
    expect(service).toMatchObject({
      "@type": "Service",
      name: "Smart TV Setup",
      offers: { "@type": "Offer", price: "59.00", priceCurrency: "USD" },
    });
    expect(String(service.url)).toMatch(/\/services\/smart-tv-setup$/);
    expect(faqJsonLd(sixteenth).mainEntity).toHaveLength(3);
    expect(
      JSON.stringify(breadcrumbJsonLd(sixteenth).itemListElement),
    ).toContain("Smart TV Setup");
  });
});
