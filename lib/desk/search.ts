import { translator } from "@/lib/i18n/catalogue";
import type { Locale } from "@/data/locale";
import * as v from "valibot";
import { referenceAlphabet } from "@/lib/requests/reference";

/**
 * The desk's search (docs/product.md §15.13): one box, read as every kind of
 * term it could be, and filters for state and dates. Pure: the server turns
 * the terms into indexed, parameterised queries (lib/server/desk/search.ts).
 */

/** The longest text the box takes. */
export const searchTextLimit = 100;

/** Hits shown at most; the page says when there were more. */
export const searchLimit = 50;

/** The search's refusals: the desk is English only. */
const t = translator("en", "deskSearch");

const isoDay = v.union(
  [v.literal(""), v.pipe(v.string(), v.isoDate())],
  t("badDate"),
);

/**
 * A search as the form sends it (every field a string, any missing). The
 * state is checked against the kinds' own states by the server, which knows
 * them all.
 */
export const searchQuerySchema = v.pipe(
  v.object({
    q: v.optional(
      v.pipe(
        v.string(),
        v.transform((s) => s.normalize("NFKC").trim()),
        v.maxLength(
          searchTextLimit,
          t("tooLong", { limit: String(searchTextLimit) }),
        ),
      ),
      "",
    ),
    state: v.optional(
      v.pipe(v.string(), v.regex(/^[a-z_]{0,20}$/, t("notState"))),
      "",
    ),
    from: v.optional(isoDay, ""),
    to: v.optional(isoDay, ""),
  }),
  v.check(({ from, to }) => !from || !to || from <= to, t("badRange")),
);

export type SearchQuery = v.InferOutput<typeof searchQuerySchema>;

/** What one box's text can stand for; a field is absent when the text cannot be it. */
export type SearchTerms = {
  /** The six characters after a reference's prefix, whatever the prefix. */
  readonly code?: string;
  /** Phone digits, without a leading US country code: matched at the end of a number. */
  readonly digits?: string;
  /** Lower-case words, matched at the start of a name's words or of an e-mail. */
  readonly words: readonly string[];
};

const codeCharacters = new RegExp(`^[${referenceAlphabet}]{6}$`);

/**
 * Reads the box: "bp-7k3q9m", "CM 7K3Q9M" or "7K3Q9M" are a reference of
 * either prefix; "(212) 555-0100", "+1 212 555 0100" or "0100" (four digits
 * or more) are a phone; anything else is words of a name or an e-mail. Each
 * reading is tried, so "Ada" finds Ada Lovelace and ada@example.com.
 */
export function searchTerms(text: string): SearchTerms {
  const compact = text.toUpperCase().replace(/[\s\-–—_.]/g, "");
  const code = /^[A-Z]{0,4}([A-Z0-9]{6})$/.exec(compact)?.[1];
  let digits = text.replace(/\D/g, "");
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  const onlyPhone = /^[\d\s()+\-.]+$/.test(text);
  const words = onlyPhone
    ? []
    : text
        .toLowerCase()
        .split(/\s+/)
        .filter(Boolean)
        .slice(0, 3)
        // LIKE's own characters are matched as themselves.
        .map((w) => w.replace(/[\\%_]/g, (c) => `\\${c}`));
  return {
    ...(code && codeCharacters.test(code) && { code }),
    ...(onlyPhone && digits.length >= 4 && { digits }),
    words,
  };
}

/** One thing the search found, whatever its kind. */
export type SearchHit = {
  /** "booking", "message", or another kind a desk section adds. */
  readonly kind: string;
  readonly kindLabel: string;
  readonly reference: string;
  readonly status: string;
  readonly statusLabel: string;
  readonly name: string | null;
  /** The language the customer wrote in; the desk marks any but English. */
  readonly language?: Locale;
  readonly phone: string | null;
  readonly email: string | null;
  /** When it was requested or received (ISO), which the date filter is about. */
  readonly createdAt: string;
  /** One line of what it is about: services and times, or the message's start. */
  readonly summary: string;
  /** Where the desk opens it. */
  readonly href: string;
};

export type SearchResult = {
  readonly hits: readonly SearchHit[];
  /** More matched than `searchLimit`. */
  readonly cut: boolean;
};

/** Newest first across every kind, cut at `limit`. */
export function mergeHits(
  lists: readonly (readonly SearchHit[])[],
  limit = searchLimit,
): SearchResult {
  const all = lists
    .flat()
    .sort(
      (a, b) =>
        b.createdAt.localeCompare(a.createdAt) ||
        a.reference.localeCompare(b.reference),
    );
  return { hits: all.slice(0, limit), cut: all.length > limit };
}
