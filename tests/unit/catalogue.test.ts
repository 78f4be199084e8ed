import { existsSync } from "node:fs";
import path from "node:path";
import { contentCatalogue } from "@/lib/content/services";
import { coverPath } from "@/lib/service-path";
import { isServiceSlug, remoteHelp } from "@/lib/catalogue";

const services = contentCatalogue.en;

// The launch catalogue of docs/product.md §3: slugs in display order, prices in USD.
const specTable: [slug: string, price: number][] = [
  ["printer-setup", 79],
  ["printer-installation", 89],
  ["printer-troubleshooting", 79],
  ["wifi-and-network-connectivity", 139],
  ["set-up-a-new-wifi-connection", 99],
  ["extend-a-wifi-signal", 129],
  ["pc-optimization", 89],
  ["virus-removal-cleanup", 79],
  ["new-computer-setup", 89],
  ["computer-repair", 79],
  ["computer-tuneup", 35],
  ["data-backup-or-transfer", 129],
  ["operating-system-services", 75],
  ["browser-setup", 39],
  ["application-software", 129],
];

describe("catalogue", () => {
  it("holds the launch services at their prices, in order; more may follow", () => {
    const launch = new Set(specTable.map(([slug]) => slug));
    expect(
      services.filter((s) => launch.has(s.slug)).map((s) => [s.slug, s.price]),
    ).toEqual(specTable);
  });

  it("has unique slugs and titles", () => {
    expect(new Set(services.map((s) => s.slug)).size).toBe(services.length);
    expect(new Set(services.map((s) => s.title)).size).toBe(services.length);
  });

  it.each(services.map((s) => [s.slug, s] as const))(
    "%s has real copy: description, >= 4 inclusions, >= 3 FAQ pairs",
    (_slug, service) => {
      expect(service.title.length).toBeGreaterThan(3);
      expect(service.summary.length).toBeGreaterThanOrEqual(40);
      expect(service.description.length).toBeGreaterThanOrEqual(200);
      expect(service.servicesIncluded.length).toBeGreaterThanOrEqual(4);
      expect(service.faqs.length).toBeGreaterThanOrEqual(3);
      for (const faq of service.faqs) {
        expect(faq.question).toMatch(/\?$/);
        expect(faq.answer.length).toBeGreaterThanOrEqual(40);
      }
      const text = JSON.stringify(service);
      expect(text).not.toMatch(/lorem|ipsum|todo|tbd|placeholder|descrition/i);
    },
  );

  it("knows the catalogue's slugs, and rejects anything else", () => {
    expect(isServiceSlug("computer-tuneup")).toBe(true);
    for (const bad of [
      "",
      "PRINTER-SETUP",
      "printer-setup/",
      "__proto__",
      "constructor",
      "../etc/passwd",
    ]) {
      expect(isServiceSlug(bad)).toBe(false);
    }
  });

  it("offers remote help of the same kind for each home visit, for a ZIP no Tech visits", () => {
    const help = remoteHelp(contentCatalogue, "en");
    const slugs = (slug: string) => help[slug]!.map((option) => option.slug);
    expect(slugs("printer-installation")).toEqual([
      "printer-setup",
      "printer-troubleshooting",
    ]);
    expect(slugs("extend-a-wifi-signal")).toEqual([
      "wifi-and-network-connectivity",
      "set-up-a-new-wifi-connection",
    ]);
    expect(help["printer-setup"]).toBeUndefined();
    // A service added later: its home visit always has a next step to offer.
    for (const visit of services.filter((service) => service.homeVisit)) {
      expect(help[visit.slug]!.length).toBeGreaterThan(0);
    }
    expect(help["printer-installation"]![0]).toEqual({
      slug: "printer-setup",
      title: "Printer Setup",
      price: 79,
    });
  });

  it("finds a service's cover by its slug", () => {
    expect(coverPath("printer-setup")).toBe(
      "/images/services/printer-setup.svg",
    );
  });

  it.each(services.map((s) => [s.slug]))(
    "%s has its cover drawn (npm run artwork draws one for each service)",
    (slug) => {
      const file = path.join(
        __dirname,
        "../../public/images/services",
        `${slug}.svg`,
      );
      expect(existsSync(file)).toBe(true);
    },
  );
});
