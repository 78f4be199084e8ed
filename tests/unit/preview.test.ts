/** @jest-environment node */
import { checkJsonLd, pageFacts, pngSize } from "@/lib/preview/page-facts";
import { cut, previewPages, type PageInput } from "@/lib/preview/warnings";

/** A page's head as Next.js writes it, with the parts a test wants to vary. */
function html({
  title = "Printer Setup | Brightpath IT Support",
  description = "Get a new or existing printer working with every computer, phone and tablet in your home.",
  canonical = '<link rel="canonical" href="https://example.com/services/printer-setup"/>',
  image = '<meta property="og:image" content="https://example.com/services/printer-setup/opengraph-image"/><meta property="og:image:width" content="1200"/><meta property="og:image:height" content="630"/>',
  jsonLd = [] as string[],
} = {}) {
  return `<!DOCTYPE html><html lang="en-US"><head><meta charSet="utf-8"/>
<title>${title}</title><meta name="description" content="${description}"/>${canonical}
<meta property="og:title" content="Printer Setup"/><meta property="og:description" content="Shared &amp; ready"/>${image}
</head><body><svg><title>Cart icon</title></svg>${jsonLd
    .map((data) => `<script type="application/ld+json">${data}</script>`)
    .join("")}</body></html>`;
}

const page = (
  path: string,
  options?: Parameters<typeof html>[0],
): PageInput => ({
  path,
  facts: pageFacts(html(options)),
});

/** A title and description no other test page has. */
const distinct = (name: string) => ({
  title: name,
  description: `${name} `.repeat(80).slice(0, 100),
});

const warningsOf = (pages: PageInput[]) =>
  Object.fromEntries(previewPages(pages).map((p) => [p.path, p.warnings]));

describe("pageFacts", () => {
  it("reads the head as a search engine does, entities decoded, svg titles ignored", () => {
    const facts = pageFacts(html());
    expect(facts).toEqual({
      title: "Printer Setup | Brightpath IT Support",
      description:
        "Get a new or existing printer working with every computer, phone and tablet in your home.",
      canonical: "https://example.com/services/printer-setup",
      og: {
        title: "Printer Setup",
        description: "Shared & ready",
        image: "https://example.com/services/printer-setup/opengraph-image",
        imageAlt: undefined,
        imageWidth: 1200,
        imageHeight: 630,
      },
      structuredData: [],
    });
  });

  it("leaves out what a page does not have", () => {
    const facts = pageFacts("<p>bare</p>");
    expect(facts.title).toBeUndefined();
    expect(facts.description).toBeUndefined();
    expect(facts.canonical).toBeUndefined();
    expect(facts.og.image).toBeUndefined();
  });
});

describe("previewPages", () => {
  it("passes a page that is right in every way", () => {
    expect(warningsOf([page("/a")])).toEqual({ "/a": [] });
  });

  it("flags a 90-character title and an 8-character description", () => {
    expect(
      warningsOf([
        page("/a", { title: "T".repeat(90), description: "Too few." }),
      ]),
    ).toEqual({
      "/a": [
        "title is 90 characters, over 60",
        "description is 8 characters, outside 70–160",
      ],
    });
  });

  it("flags a 161-character description but not one of 70 or 160", () => {
    expect(
      warningsOf([
        page("/a", { title: "A", description: "d".repeat(161) }),
        page("/b", { title: "B", description: "e".repeat(160) }),
        page("/c", { title: "C", description: "f".repeat(70) }),
      ]),
    ).toEqual({
      "/a": ["description is 161 characters, outside 70–160"],
      "/b": [],
      "/c": [],
    });
  });

  it("counts characters, not UTF-16 units", () => {
    // 60 emoji are 120 UTF-16 units but 60 characters.
    expect(warningsOf([page("/a", { title: "😀".repeat(60) })])).toEqual({
      "/a": [],
    });
  });

  it("flags a title or description that another page uses too", () => {
    const description = "x".repeat(100);
    expect(
      warningsOf([
        page("/a", { title: "Same", description }),
        page("/b", { title: "Same", description: "y".repeat(100) }),
        page("/c", { title: "Other", description }),
      ]),
    ).toEqual({
      "/a": ["title also used by /b", "description also used by /c"],
      "/b": ["title also used by /a"],
      "/c": ["description also used by /a"],
    });
  });

  it("flags a missing title, description and canonical", () => {
    expect(
      warningsOf([{ path: "/a", facts: pageFacts("<p>bare</p>") }]),
    ).toEqual({
      "/a": [
        "no title",
        "no description",
        "no shared-link image (og:image)",
        "no canonical URL",
      ],
    });
    expect(warningsOf([page("/b", { canonical: "" })])).toEqual({
      "/b": ["no canonical URL"],
    });
  });

  it("flags a missing or wrong-size shared-link image", () => {
    const declared = (w: number, h: number) =>
      `<meta property="og:image" content="/i.png"/><meta property="og:image:width" content="${w}"/><meta property="og:image:height" content="${h}"/>`;
    expect(
      warningsOf([
        page("/none", { image: "", ...distinct("none") }),
        page("/small", { image: declared(600, 315), ...distinct("small") }),
        page("/unknown", {
          ...distinct("unknown"),
          image: '<meta property="og:image" content="/i.png"/>',
        }),
      ]),
    ).toEqual({
      "/none": ["no shared-link image (og:image)"],
      "/small": ["shared-link image is 600×315, not 1200×630"],
      "/unknown": ["shared-link image of unknown size"],
    });
  });

  it("trusts the image's real size over what the page declares", () => {
    expect(
      warningsOf([{ ...page("/a"), imageSize: { width: 1200, height: 600 } }]),
    ).toEqual({ "/a": ["shared-link image is 1200×600, not 1200×630"] });
  });

  it("says so when the build has no HTML for a page", () => {
    expect(warningsOf([{ path: "/gone" }])).toEqual({
      "/gone": ["no pre-rendered HTML in the build"],
    });
  });

  it("passes on the structured-data problems", () => {
    expect(
      warningsOf([
        page("/a", {
          jsonLd: [
            '{"@context":"https://schema.org","@type":"Service","name":"Printer Setup"}',
            '{"@context":"https://schema.org","@type":"FAQPage","mainEntity":[]}',
          ],
        }),
      ]),
    ).toEqual({
      "/a": ["Service without an offer price", "FAQPage without questions"],
    });
  });
});

describe("checkJsonLd", () => {
  it("names the types of a sound block", () => {
    expect(
      checkJsonLd(
        '{"@type":"Service","offers":{"@type":"Offer","price":"79.00","priceCurrency":"USD"}}',
      ),
    ).toEqual({ types: ["Service"], problems: [] });
    expect(
      checkJsonLd(
        '{"@type":"FAQPage","mainEntity":[{"@type":"Question","name":"Why?","acceptedAnswer":{"@type":"Answer","text":"Because."}}]}',
      ),
    ).toEqual({ types: ["FAQPage"], problems: [] });
  });

  it("reads a @graph and a list of types", () => {
    expect(
      checkJsonLd(
        '{"@context":"https://schema.org","@graph":[{"@type":["Organization","LocalBusiness"]},{"@type":"BreadcrumbList"}]}',
      ),
    ).toEqual({
      types: ["Organization", "LocalBusiness", "BreadcrumbList"],
      problems: [],
    });
  });

  it.each([
    ['{"@type":"Service"}', "Service without an offer price"],
    [
      '{"@type":"Service","offers":{"@type":"Offer","price":""}}',
      "Service without an offer price",
    ],
    [
      '{"@type":"Service","offers":[{"@type":"Offer","priceCurrency":"USD"}]}',
      "Service without an offer price",
    ],
    ['{"@type":"FAQPage"}', "FAQPage without questions"],
    [
      '{"@type":"FAQPage","mainEntity":[{"@type":"Question","name":"Why?"}]}',
      "FAQPage with a question missing its text or answer",
    ],
    ['{"name":"no type"}', "JSON-LD without a @type"],
    ['{"@type":"Service",', "JSON-LD that is not valid JSON"],
  ])("%s: %s", (source, problem) => {
    expect(checkJsonLd(source).problems).toEqual([problem]);
  });

  it("accepts a price given as a price specification", () => {
    expect(
      checkJsonLd(
        '{"@type":"Service","offers":{"@type":"Offer","priceSpecification":{"@type":"PriceSpecification","price":79}}}',
      ).problems,
    ).toEqual([]);
  });
});

describe("cut", () => {
  it("leaves text within the limit alone", () => {
    expect(cut("Printer Setup | Brightpath IT Support", 60)).toBe(
      "Printer Setup | Brightpath IT Support",
    );
  });

  it("cuts at a word near the limit and adds an ellipsis", () => {
    expect(
      cut(
        "Fixed-price help for printers, WiFi, viruses and backups at home",
        40,
      ),
    ).toBe("Fixed-price help for printers, WiFi,…");
  });

  it("cuts inside a word that is too long to break", () => {
    expect(cut("x".repeat(50), 10)).toBe("xxxxxxxxx…");
  });
});

describe("pngSize", () => {
  const header = (width: number, height: number) => {
    const bytes = new Uint8Array(24);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const view = new DataView(bytes.buffer);
    view.setUint32(16, width);
    view.setUint32(20, height);
    return bytes;
  };

  it("reads a PNG's width and height", () => {
    expect(pngSize(header(1200, 630))).toEqual({ width: 1200, height: 630 });
  });

  it("refuses anything that is not a PNG", () => {
    expect(
      pngSize(new TextEncoder().encode("<svg></svg> and more bytes")),
    ).toBeUndefined();
    expect(pngSize(new Uint8Array(8))).toBeUndefined();
  });
});
