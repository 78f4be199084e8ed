import { servicesEn } from "@/data/content/services/en";
import type { ServiceCopy } from "@/data/services";
import { servicesEs } from "@/data/content/services/es";
import {
  isPlainText,
  minutesProblem,
  priceProblem,
  serviceLimits,
} from "@/lib/cms/service-fields";
import { publishedService } from "@/lib/cms/published-content";
import { cmsDoorFor } from "@/lib/cms/paths";

describe("a service's price in the CMS: whole dollars from $1 to $5,000", () => {
  it.each([
    [1, undefined],
    [5000, undefined],
    [79, undefined],
    [0, "outOfRange"],
    [5001, "outOfRange"],
    [-5, "outOfRange"],
    [79.5, "notWhole"],
    [Number.NaN, "notWhole"],
    ["79", "notWhole"],
    [null, "notWhole"],
  ])("%p → %s", (value, problem) => {
    expect(priceProblem(value)).toBe(problem);
  });
});

describe("a service's time: 15-minute steps from 30 to 180", () => {
  it.each([
    [30, undefined],
    [180, undefined],
    [45, undefined],
    [15, "outOfRange"],
    [195, "outOfRange"],
    [40, "notStep"],
    [60.5, "notStep"],
    [undefined, "notStep"],
  ])("%p → %s", (value, problem) => {
    expect(minutesProblem(value)).toBe(problem);
  });
});

describe("text the team types is plain text", () => {
  it.each([
    ["A printer that works from every laptop.", true],
    ["Costs < $100 & takes 1 > 0 hours", true],
    ["Line one\n\nLine two\tindented", true],
    [undefined, true],
    ["<script>alert(1)</script>", false],
    ['<img src=x onerror="alert(1)">', false],
    ["<style>body{display:none}</style>", false],
    ["</p>", false],
    ["<!-- hidden -->", false],
    ["bell\u0007", false],
    [42, false],
  ])("%p → %s", (value, plain) => {
    expect(isPlainText(value)).toBe(plain);
  });
});

describe("a CMS document as the site reads it", () => {
  it("turns the CMS's rows into the service's lists", () => {
    expect(
      publishedService({
        id: 3,
        slug: "printer-setup",
        title: "Printer Setup",
        summary: "S",
        description: "D",
        price: 79,
        minutes: 60,
        servicesIncluded: [
          { id: "a", item: "One" },
          { id: "b", item: "Two" },
        ],
        faqs: [{ id: "c", question: "Q?", answer: "A." }],
      }),
    ).toEqual({
      title: "Printer Setup",
      summary: "S",
      description: "D",
      price: 79,
      minutes: 60,
      servicesIncluded: ["One", "Two"],
      faqs: [{ question: "Q?", answer: "A." }],
      cover: null,
      coverAlt: "",
    });
  });

  it("reads a cover the CMS populated as its address and size, and anything else as none", () => {
    const key = "AbCdEfGhIjKlMnOpQrStUv";
    expect(
      publishedService({
        price: 79,
        minutes: 60,
        cover: { id: 4, key, width: 1600, height: 840, image: "…" },
        coverAlt: "A printer on a desk",
      }),
    ).toMatchObject({
      cover: { src: `/covers/${key}.webp`, width: 1600, height: 840 },
      coverAlt: "A printer on a desk",
    });
    // Read at depth 0 a cover is its id; a forged key is no address.
    for (const cover of [
      4,
      null,
      { key: "../../etc/passwd", width: 1, height: 1 },
      { key, width: "1600", height: 840 },
    ]) {
      expect(publishedService({ price: 1, minutes: 30, cover }).cover).toBe(
        null,
      );
    }
  });

  it("draws a language the CMS holds nothing for as empty words", () => {
    expect(publishedService({ price: 79, minutes: 60 })).toEqual({
      title: "",
      summary: "",
      description: "",
      price: 79,
      minutes: 60,
      servicesIncluded: [],
      faqs: [],
      cover: null,
      coverAlt: "",
    });
  });
});

describe("the CMS's door", () => {
  it.each([
    ["/admin", "", false, "/content?next=%2Fadmin"],
    [
      "/admin/collections/services/3",
      "?locale=es",
      false,
      "/content?next=%2Fadmin%2Fcollections%2Fservices%2F3%3Flocale%3Des",
    ],
    ["/admin", "", true, undefined],
    ["/admin/collections/services", "", true, undefined],
    ["/admin/login", "", true, "/content?next=%2Fadmin"],
    ["/admin/create-first-user", "", false, "/content?next=%2Fadmin"],
    ["/admin/forgot", "", true, "/content?next=%2Fadmin"],
    ["/admin/api/services", "", false, undefined],
    ["/admin/api/graphql", "", false, undefined],
    ["/admin/preview/leave", "", false, undefined],
    ["/admin/preview/review", "?token=abc", false, undefined],
    [
      "/admin/preview/review/more",
      "",
      false,
      "/content?next=%2Fadmin%2Fpreview%2Freview%2Fmore",
    ],
    [
      "/admin/preview",
      "?path=%2F",
      false,
      "/content?next=%2Fadmin%2Fpreview%3Fpath%3D%252F",
    ],
    ["/administrator", "", false, undefined],
    ["/services", "", false, undefined],
  ])("%s%s with a cookie %s → %s", (pathname, search, cookie, door) => {
    expect(cmsDoorFor(pathname, search, cookie)).toBe(door);
  });
});

describe("the words a fresh database starts with", () => {
  // The CMS checks every save against these limits, the seed's included.
  it.each([
    ["en", servicesEn],
    ["es", servicesEs],
  ] as const)("fit the services' limits (%s)", (_, copies) => {
    for (const copy of Object.values<ServiceCopy>(copies)) {
      expect(copy.title.length).toBeLessThanOrEqual(serviceLimits.titleMax);
      expect(copy.summary.length).toBeLessThanOrEqual(serviceLimits.summaryMax);
      expect(copy.description.length).toBeLessThanOrEqual(
        serviceLimits.descriptionMax,
      );
      for (const line of [
        ...copy.servicesIncluded,
        ...copy.faqs.map((faq) => faq.question),
      ]) {
        expect(line.length).toBeLessThanOrEqual(serviceLimits.itemMax);
      }
      for (const { answer } of copy.faqs) {
        expect(answer.length).toBeLessThanOrEqual(serviceLimits.descriptionMax);
      }
    }
  });
});
