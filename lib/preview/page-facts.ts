import { parse, type DefaultTreeAdapterMap } from "parse5";
import { translator } from "@/lib/i18n/catalogue";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

const htmlNamespace = "http://www.w3.org/1999/xhtml";

/** What search engines and shared-link previews read from one page's HTML. */
export type PageFacts = {
  title?: string;
  description?: string;
  canonical?: string;
  og: {
    title?: string;
    description?: string;
    image?: string;
    imageAlt?: string;
    imageWidth?: number;
    imageHeight?: number;
  };
  /** One entry per `<script type="application/ld+json">`, in page order. */
  structuredData: StructuredData[];
};

export type StructuredData = { types: string[]; problems: string[] };

function* elements(node: Node): Generator<Element> {
  if ("tagName" in node && node.namespaceURI === htmlNamespace) yield node;
  if ("childNodes" in node) {
    for (const child of node.childNodes) yield* elements(child);
  }
}

const attribute = (element: Element, name: string) =>
  element.attrs.find((attr) => attr.name === name)?.value;

const text = (element: Element) =>
  element.childNodes
    .map((child) => ("value" in child ? child.value : ""))
    .join("");

const number = (value: string | undefined) =>
  value === undefined || !/^\d+$/.test(value.trim())
    ? undefined
    : Number(value);

/** Reads a page's title, description, canonical, Open Graph tags and JSON-LD. */
export function pageFacts(html: string): PageFacts {
  const facts: PageFacts = { og: {}, structuredData: [] };
  const meta = new Map<string, string>();
  for (const element of elements(parse(html))) {
    switch (element.tagName) {
      case "title":
        facts.title ??= text(element).trim();
        break;
      case "meta": {
        const key =
          attribute(element, "property") ?? attribute(element, "name");
        const content = attribute(element, "content");
        if (key && content !== undefined && !meta.has(key))
          meta.set(key, content.trim());
        break;
      }
      case "link":
        if (attribute(element, "rel")?.split(/\s+/).includes("canonical"))
          facts.canonical ??= attribute(element, "href");
        break;
      case "script":
        if (attribute(element, "type") === "application/ld+json")
          facts.structuredData.push(checkJsonLd(text(element)));
        break;
    }
  }
  facts.description = meta.get("description");
  facts.og = {
    title: meta.get("og:title"),
    description: meta.get("og:description"),
    image: meta.get("og:image") ?? meta.get("og:image:url"),
    imageAlt: meta.get("og:image:alt"),
    imageWidth: number(meta.get("og:image:width")),
    imageHeight: number(meta.get("og:image:height")),
  };
  return facts;
}

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const list = (value: unknown): unknown[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

const present = (value: unknown) =>
  (typeof value === "string" && value.trim() !== "") ||
  typeof value === "number";

// What a block lacks, in the preview page's English.
const t = translator("en", "previewChecks");

/**
 * The schema.org types in one JSON-LD block, and what a search engine would
 * miss: a Service needs an offer with a price, a FAQPage needs questions with answers.
 */
export function checkJsonLd(source: string): StructuredData {
  let data: unknown;
  try {
    data = JSON.parse(source);
  } catch {
    return { types: [], problems: [t("jsonLd.notJson")] };
  }
  const nodes = list(
    isObject(data) && "@graph" in data ? data["@graph"] : data,
  );
  const types: string[] = [];
  const problems: string[] = [];
  for (const node of nodes) {
    const nodeTypes = isObject(node) ? list(node["@type"]).filter(present) : [];
    if (!isObject(node) || nodeTypes.length === 0) {
      problems.push(t("jsonLd.noType"));
      continue;
    }
    types.push(...nodeTypes.map(String));
    if (nodeTypes.includes("Service")) {
      const priced = list(node.offers).some(
        (offer) =>
          isObject(offer) &&
          (present(offer.price) ||
            (isObject(offer.priceSpecification) &&
              present(offer.priceSpecification.price))),
      );
      if (!priced) problems.push(t("jsonLd.servicePrice"));
    }
    if (nodeTypes.includes("FAQPage")) {
      const questions = list(node.mainEntity).filter(isObject);
      if (questions.length === 0) problems.push(t("jsonLd.faqEmpty"));
      else if (
        questions.some(
          (q) =>
            !present(q.name) ||
            !isObject(q.acceptedAnswer) ||
            !present(q.acceptedAnswer.text),
        )
      )
        problems.push(t("jsonLd.faqIncomplete"));
    }
  }
  return { types, problems };
}

/** Width and height from a PNG's header, or undefined for anything else. */
export function pngSize(
  bytes: Uint8Array,
): { width: number; height: number } | undefined {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || signature.some((byte, i) => bytes[i] !== byte))
    return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, 24);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
