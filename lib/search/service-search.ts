import MiniSearch, { type Options, type SearchOptions } from "minisearch";
import type { SearchDocument } from "./search-documents";

/** What a result shows: the fields the index stores beside its terms. */
export type SearchHit = Pick<
  SearchDocument,
  "slug" | "title" | "summary" | "price"
>;

/** Words that say nothing about the problem ("my printer is not working"). */
const stopWords = new Set(
  (
    "a an and are as at be but by can cannot could do does doesn don for from get " +
    "got have help how i if in into is isn it its just me my need no not of on or " +
    "our please so some t that the there this to up wasn we what when where which " +
    "why will with won would you your"
  ).split(" "),
);

/** Splits on anything but letters, digits and hyphens, so "wi-fi" reaches processTerm whole. */
function tokenize(text: string): string[] {
  return text.split(/[^\p{L}\p{N}-]+/u).filter(Boolean);
}

/**
 * Lower-cases, drops stop words, and files a hyphenated word both joined and in
 * parts: "Tune-Up" is found by "tuneup", "tune-up" and "tune up".
 */
function processTerm(term: string): string[] | null {
  const lower = term.toLowerCase();
  const parts = lower.split("-").filter((part) => part.length > 0);
  const joined = parts.join("");
  const terms = parts.length > 1 ? [joined, ...parts] : [joined];
  const kept = terms.filter((t) => t.length > 1 && !stopWords.has(t));
  return kept.length > 0 ? kept : null;
}

/** Shared by the build, which makes the index, and the browser, which loads it. */
export const indexOptions: Options<SearchDocument> = {
  idField: "slug",
  fields: ["title", "words", "summary", "included", "faqs"],
  storeFields: ["slug", "title", "summary", "price"],
  tokenize,
  processTerm,
};

const searchOptions: SearchOptions = {
  boost: { title: 5, words: 4, summary: 2, included: 1, faqs: 0.5 },
  // One typo in a word of four letters or more, two from nine: "priner", "wirless".
  fuzzy: (term) => (term.length >= 9 ? 2 : term.length >= 4 ? 1 : 0),
  // The word being typed is matched as a prefix: "pri" already finds printers.
  prefix: (term, index, terms) =>
    index === terms.length - 1 && term.length >= 3,
};

/**
 * A result must score at least this share of the best one: a service that only
 * mentions a word in passing is not offered beside the ones about it.
 */
export const relevanceFloor = 0.1;

export function createServiceIndex(
  documents: readonly SearchDocument[],
): MiniSearch<SearchDocument> {
  const index = new MiniSearch<SearchDocument>(indexOptions);
  index.addAll(documents);
  return index;
}

/** The index as the build serialises it (see app/search-index.json/route.ts). */
export type SerialisedIndex = Parameters<typeof MiniSearch.loadJS>[0];

/** The index from its JSON text, or from that JSON already parsed (the browser's fetch). */
export function loadServiceIndex(
  json: string | SerialisedIndex,
): MiniSearch<SearchDocument> {
  return typeof json === "string"
    ? MiniSearch.loadJSON<SearchDocument>(json, indexOptions)
    : MiniSearch.loadJS<SearchDocument>(json, indexOptions);
}

/**
 * Services for a query, best first. Services matching every word come first;
 * when none does, services matching any word are offered instead, so an extra
 * word ("my laptop is really slow") never empties the list.
 */
export function searchServices(
  index: MiniSearch<SearchDocument>,
  query: string,
): SearchHit[] {
  const every = index.search(query, { ...searchOptions, combineWith: "AND" });
  const results =
    every.length > 0
      ? every
      : index.search(query, { ...searchOptions, combineWith: "OR" });
  const best = results[0]?.score ?? 0;
  return results
    .filter((result) => result.score >= best * relevanceFloor)
    .map(({ slug, title, summary, price }) => ({
      slug: slug as string,
      title: title as string,
      summary: summary as string,
      price: price as number,
    }));
}
