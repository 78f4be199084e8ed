/**
 * Which of a service's Spanish fields wait for translation (docs/cms.md):
 * a field whose English changed after its Spanish is marked, and a Spanish
 * save that changes that field takes the mark off. Nothing here reads the
 * clock or the database; the CMS's hook hands in both sides of a save.
 */
import { cmsAdminPath } from "./paths";

/** The fields each language writes, in the order the editor shows them. */
export const translatedFields = [
  "title",
  "summary",
  "description",
  "servicesIncluded",
  "faqs",
] as const;

export type TranslatedField = (typeof translatedFields)[number];

/** What the document says now: the fields waiting, and since when (an ISO instant). */
export type TranslationMarks = {
  readonly fields: readonly TranslatedField[];
  readonly since: string | null;
};

type Fields = Readonly<Record<string, unknown>>;

/**
 * A field's words, for comparing two saves: runs of whitespace count as one
 * space and the ends are trimmed, so a stray space or line break is no new
 * English to translate; a list compares its rows' words in order (a row
 * added, removed or moved is a change), never the rows' database ids.
 */
function wordsOf(value: unknown): string {
  return JSON.stringify(value ?? null, (key, v: unknown) => {
    if (key === "id") return undefined;
    return typeof v === "string" ? v.replace(/\s+/g, " ").trim() : v;
  });
}

/** The fields of `next` (those a save sends) whose words differ from `previous`'s. */
export function changedFields(
  previous: Fields | undefined,
  next: Fields,
): TranslatedField[] {
  return translatedFields.filter(
    (field) =>
      field in next && wordsOf(next[field]) !== wordsOf(previous?.[field]),
  );
}

/**
 * The marks after a save in `locale`: an English save adds each field whose
 * English it changes, a Spanish save removes each field whose Spanish it
 * changes, any other save keeps them. `since` is when the Spanish first fell
 * behind (`now` when the first mark is added), kept while any mark stays.
 */
export function nextMarks({
  locale,
  previous,
  next,
  marks,
  now,
}: {
  locale: string;
  previous: Fields | undefined;
  next: Fields;
  marks: TranslationMarks;
  now: Date;
}): TranslationMarks {
  const changed = new Set(changedFields(previous, next));
  const held = new Set(marks.fields);
  const fields = translatedFields.filter((field) =>
    locale === "en"
      ? held.has(field) || changed.has(field)
      : locale === "es"
        ? held.has(field) && !changed.has(field)
        : held.has(field),
  );
  if (fields.length === 0) return { fields, since: null };
  return { fields, since: marks.since ?? now.toISOString() };
}

/** The marks a document holds, read defensively: anything unknown is dropped. */
export function readMarks(doc: Fields | undefined): TranslationMarks {
  const raw = doc?.spanishOutOfDate;
  const listed = new Set(Array.isArray(raw) ? raw : []);
  const fields = translatedFields.filter((field) => listed.has(field));
  const since = doc?.spanishOutOfDateSince;
  return {
    fields,
    since: fields.length > 0 && typeof since === "string" ? since : null,
  };
}

/** A service the desk lists as waiting for its Spanish. */
export type WaitingTranslation = {
  readonly id: number;
  readonly slug: string;
  readonly title: string;
  readonly fields: readonly TranslatedField[];
  readonly since: string | null;
  /** Whether the English that changed is published yet, or still a draft. */
  readonly published: boolean;
};

export type DeskTranslationsReply = {
  readonly services: readonly WaitingTranslation[];
};

/** The Spanish edit view of a service in the admin, where a translator goes. */
export const spanishEditPath = (id: number) =>
  `${cmsAdminPath}/collections/services/${id}?locale=es`;

/**
 * The services whose latest version has a field waiting for its Spanish,
 * the longest waiting first (then by title, so the order is stable).
 */
export function waitingForTranslation(
  docs: readonly Fields[],
): WaitingTranslation[] {
  return docs
    .map((doc) => ({ doc, marks: readMarks(doc) }))
    .filter(({ marks }) => marks.fields.length > 0)
    .map(({ doc, marks }) => ({
      id: Number(doc.id),
      slug: String(doc.slug ?? ""),
      title: typeof doc.title === "string" ? doc.title : "",
      fields: marks.fields,
      since: marks.since,
      published: doc._status === "published",
    }))
    .sort(
      (a, b) =>
        (a.since ?? "").localeCompare(b.since ?? "") ||
        a.title.localeCompare(b.title),
    );
}
