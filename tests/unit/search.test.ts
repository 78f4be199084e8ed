import { searchTermsEn as searchSynonyms } from "@/data/content/search-terms/en";
import { contentCatalogue } from "@/lib/content/services";
import { searchDocuments } from "@/lib/search/search-documents";
import {
  maxQueryLength,
  queryFromSearch,
  urlWithQuery,
} from "@/lib/search/search-query";
import {
  createServiceIndex,
  loadServiceIndex,
  searchServices,
} from "@/lib/search/service-search";

const services = contentCatalogue.en;

const index = createServiceIndex(searchDocuments(services, searchSynonyms));
const slugs = (query: string) =>
  searchServices(index, query).map((hit) => hit.slug);

const printers = [
  "printer-installation",
  "printer-setup",
  "printer-troubleshooting",
];
const wifi = [
  "extend-a-wifi-signal",
  "set-up-a-new-wifi-connection",
  "wifi-and-network-connectivity",
];
const computers = [
  "computer-repair",
  "computer-tuneup",
  "data-backup-or-transfer",
  "new-computer-setup",
  "pc-optimization",
];

/**
 * Real queries and the services that must lead their results: `first` is the
 * top result; `top` (any order) the ones that must fill the first places.
 */
const cases: [query: string, first: string, top?: string[]][] = [
  // Titles and the words of the catalogue.
  ["printer", "printer-installation", printers],
  ["printer offline", "printer-troubleshooting"],
  ["scanner", "printer-troubleshooting"],
  ["chrome", "browser-setup"],
  ["windows", "operating-system-services"],
  ["office", "application-software"],
  ["new computer", "new-computer-setup"],
  ["blue screen", "computer-repair"],
  // Typos and words being typed.
  ["priner", "printer-installation", printers],
  ["printr setup", "printer-setup"],
  ["wify", "extend-a-wifi-signal", wifi],
  ["wirless", "wifi-and-network-connectivity", wifi],
  ["pri", "printer-troubleshooting", printers],
  ["tuneup", "computer-tuneup"],
  ["tune up", "computer-tuneup", ["computer-tuneup", "pc-optimization"]],
  // The customers' words (data/search-terms.ts).
  ["pop-ups", "virus-removal-cleanup"],
  ["popups", "virus-removal-cleanup"],
  ["malware", "virus-removal-cleanup"],
  ["ransomware", "virus-removal-cleanup"],
  ["slow", "pc-optimization", ["computer-tuneup", "pc-optimization"]],
  ["slow laptop", "pc-optimization", ["computer-tuneup", "pc-optimization"]],
  [
    "my laptop is really slow",
    "pc-optimization",
    ["computer-tuneup", "pc-optimization"],
  ],
  ["slow internet", "wifi-and-network-connectivity"],
  ["wireless", "wifi-and-network-connectivity", wifi],
  ["internet", "wifi-and-network-connectivity", wifi],
  ["router", "set-up-a-new-wifi-connection", wifi],
  ["dead zone", "extend-a-wifi-signal", wifi],
  ["wi-fi", "extend-a-wifi-signal", wifi],
  ["laptop", "new-computer-setup", computers],
  ["pc", "pc-optimization", computers],
  ["mac", "new-computer-setup", computers],
  ["backup", "data-backup-or-transfer"],
  ["photos", "data-backup-or-transfer"],
  ["move files", "data-backup-or-transfer"],
  ["paper jam", "printer-troubleshooting"],
];

describe("searchServices", () => {
  it.each(cases)("%s → %s first", (query, first, top = [first]) => {
    const found = slugs(query);
    expect(found[0]).toBe(first);
    expect([...found.slice(0, top.length)].sort()).toEqual([...top].sort());
  });

  it.each([
    ["xyzzy"],
    ["quantum entanglement"],
    ["the"],
    ["   "],
    [""],
    ["<script>alert(1)</script>"],
  ])("finds nothing for %j", (query) => {
    expect(slugs(query)).toEqual([]);
  });

  it("answers a word it knows alone, not the services that mention it in passing", () => {
    expect(slugs("malware")).toEqual(["virus-removal-cleanup"]);
    expect(slugs("ransomware")).toEqual(["virus-removal-cleanup"]);
    expect(slugs("printer offline")).toEqual(["printer-troubleshooting"]);
  });

  it("falls back to any word when no service has every word", () => {
    // No service mentions "zebra"; printers still come first.
    expect(slugs("zebra printer").slice(0, 3).sort()).toEqual(printers);
  });

  it("gives what a result shows: slug, title, summary and price from the catalogue", () => {
    expect(searchServices(index, "malware")).toEqual([
      {
        slug: "virus-removal-cleanup",
        title: "Virus Removal & Cleanup",
        summary: services[7]!.summary,
        price: 79,
      },
    ]);
  });

  it("gives the same results from the serialised index the build writes", () => {
    const loaded = loadServiceIndex(JSON.stringify(index));
    for (const [query] of cases) {
      expect(searchServices(loaded, query)).toEqual(
        searchServices(index, query),
      );
    }
  });
});

describe("searchDocuments", () => {
  it("files each customer word under the services its entry names", () => {
    const docs = searchDocuments(services, searchSynonyms);
    const virus = docs.find((d) => d.slug === "virus-removal-cleanup")!;
    expect(virus.words).toContain("ransomware");
    const printer = docs.find((d) => d.slug === "printer-setup")!;
    expect(printer.words).not.toContain("ransomware");
  });

  it("names only catalogue services in data/search-terms.ts", () => {
    const known = new Set<string>(services.map((s) => s.slug));
    for (const entry of searchSynonyms) {
      for (const slug of entry.services) expect(known.has(slug)).toBe(true);
    }
  });
});

describe("the query in the URL", () => {
  it("reads ?q= and ignores other parameters", () => {
    expect(queryFromSearch("?q=wifi")).toBe("wifi");
    expect(queryFromSearch("?utm_source=mail&q=slow+laptop")).toBe(
      "slow laptop",
    );
    expect(queryFromSearch("")).toBe("");
    expect(queryFromSearch("?q=%E0%A4%A")).toBe("\uFFFD%A");
  });

  it("cuts a query longer than the box allows", () => {
    expect(queryFromSearch(`?q=${"a".repeat(5000)}`)).toHaveLength(
      maxQueryLength,
    );
    expect(maxQueryLength).toBe(100);
  });

  it("writes the query into the URL and removes it when empty", () => {
    expect(urlWithQuery("http://x.test/services", "slow laptop")).toBe(
      "http://x.test/services?q=slow+laptop",
    );
    expect(urlWithQuery("http://x.test/services?q=wifi&a=1", "  ")).toBe(
      "http://x.test/services?a=1",
    );
  });
});
