import { translator } from "@/lib/i18n/catalogue";
import { previewSize } from "@/lib/seo";
import type { PageFacts } from "./page-facts";

// The preview page is English only, as the marketing team reads it.
const t = translator("en", "previewChecks");

/** Where search results cut a title and a description (docs/product.md §8). */
export const limits = {
  title: 60,
  description: { min: 70, max: 160 },
} as const;

type Size = { width: number; height: number };

export type PageInput = {
  path: string;
  /** Undefined when the build holds no pre-rendered HTML for the page. */
  facts?: PageFacts;
  /** The shared-link image's real size, when the build holds the image. */
  imageSize?: Size;
};

export type PreviewedPage = PageInput & { warnings: string[] };

/** Length in characters as a reader counts them (code points, not UTF-16 units). */
export const length = (text: string) => Array.from(text).length;

/**
 * Text as a search result shows it: cut at the limit, at a word boundary when
 * one is near, with an ellipsis.
 */
export function cut(text: string, limit: number): string {
  const chars = Array.from(text);
  if (chars.length <= limit) return text;
  const head = chars.slice(0, limit - 1).join("");
  const space = head.lastIndexOf(" ");
  return `${(space > limit * 0.7 ? head.slice(0, space) : head).trimEnd()}…`;
}

function othersWith(
  pages: readonly PageInput[],
  page: PageInput,
  value: (facts: PageFacts) => string | undefined,
) {
  const own = page.facts && value(page.facts);
  if (!own) return [];
  return pages
    .filter(
      (other) => other !== page && other.facts && value(other.facts) === own,
    )
    .map((other) => other.path);
}

function imageWarning(page: PageInput & { facts: PageFacts }) {
  const { og } = page.facts;
  if (!og.image) return t("noImage");
  const size =
    page.imageSize ??
    (og.imageWidth && og.imageHeight
      ? { width: og.imageWidth, height: og.imageHeight }
      : undefined);
  if (!size) return t("imageUnknown");
  if (size.width !== previewSize.width || size.height !== previewSize.height)
    return t("imageSize", {
      width: String(size.width),
      height: String(size.height),
      expectedWidth: String(previewSize.width),
      expectedHeight: String(previewSize.height),
    });
  return undefined;
}

/** Every page with what a search engine or a shared link would get wrong on it. */
export function previewPages(pages: readonly PageInput[]): PreviewedPage[] {
  return pages.map((page) => {
    const { facts } = page;
    if (!facts) return { ...page, warnings: [t("noHtml")] };
    const warnings: string[] = [];
    const { title, description } = facts;
    if (!title) warnings.push(t("noTitle"));
    else if (length(title) > limits.title)
      warnings.push(
        t("titleLong", {
          length: String(length(title)),
          limit: String(limits.title),
        }),
      );
    const sameTitle = othersWith(pages, page, (f) => f.title);
    if (sameTitle.length)
      warnings.push(t("titleShared", { paths: sameTitle.join(", ") }));
    if (!description) warnings.push(t("noDescription"));
    else if (
      length(description) < limits.description.min ||
      length(description) > limits.description.max
    )
      warnings.push(
        t("descriptionLength", {
          length: String(length(description)),
          min: String(limits.description.min),
          max: String(limits.description.max),
        }),
      );
    const sameDescription = othersWith(pages, page, (f) => f.description);
    if (sameDescription.length)
      warnings.push(
        t("descriptionShared", { paths: sameDescription.join(", ") }),
      );
    const image = imageWarning({ ...page, facts });
    if (image) warnings.push(image);
    if (!facts.canonical) warnings.push(t("noCanonical"));
    for (const data of facts.structuredData) warnings.push(...data.problems);
    return { ...page, warnings };
  });
}
