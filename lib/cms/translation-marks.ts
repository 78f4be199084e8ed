/**
 * Which of a document's Spanish fields wait for translation (docs/cms.md):
 * a field whose English changed after its Spanish is marked, and a Spanish
 * save that changes that field takes the mark off. A collection hands in
 * the fields each language writes (a service's, or a page kind's). Nothing
 * here reads the clock or the database; the CMS's hook hands in both sides
 * of a save.
 */
import { cmsAdminPath } from "./paths";

/** The fields a service's languages each write, in the order the editor shows them. */
export const translatedFields = [
  "title",
  "summary",
  "description",
  "servicesIncluded",
  "faqs",
  "coverAlt",
] as const;

export type TranslatedField = (typeof translatedFields)[number];

/** What the document says now: the fields waiting, and since when (an ISO instant). */
export type TranslationMarks<F extends string = string> = {
  readonly fields: readonly F[];
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

/** The `translated` fields of `next` (those a save sends) whose words differ from `previous`'s. */
export function changedFields<F extends string>(
  translated: readonly F[],
  previous: Fields | undefined,
  next: Fields,
): F[] {
  return translated.filter(
    (field) =>
      field in next && wordsOf(next[field]) !== wordsOf(previous?.[field]),
  );
}

/**
 * The marks after a save in `locale`: an English save adds each field whose
 * English it changes, a Spanish save removes each field whose Spanish it
 * changes or that the translator says is still right (`stillRight`: the
 * English changed in a way the Spanish already says), any other save keeps
 * them. `since` is when the Spanish first fell behind (`now` when the first
 * mark is added), kept while any mark stays.
 */
export function nextMarks<F extends string>({
  translated,
  locale,
  previous,
  next,
  marks,
  stillRight = [],
  now,
}: {
  translated: readonly F[];
  locale: string;
  previous: Fields | undefined;
  next: Fields;
  marks: TranslationMarks<F>;
  stillRight?: readonly unknown[];
  now: Date;
}): TranslationMarks<F> {
  const changed = new Set(changedFields(translated, previous, next));
  const checked = new Set(stillRight);
  const held = new Set(marks.fields);
  const fields = translated.filter((field) =>
    locale === "en"
      ? held.has(field) || changed.has(field)
      : locale === "es"
        ? held.has(field) && !changed.has(field) && !checked.has(field)
        : held.has(field),
  );
  if (fields.length === 0) return { fields, since: null };
  return { fields, since: marks.since ?? now.toISOString() };
}

/** The marks a document holds, read defensively: anything not in `translated` is dropped. */
export function readMarks<F extends string>(
  translated: readonly F[],
  doc: Fields | undefined,
): TranslationMarks<F> {
  const raw: unknown = doc?.spanishOutOfDate;
  const listed = new Set<unknown>(Array.isArray(raw) ? raw : []);
  const fields = translated.filter((field) => listed.has(field));
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

/** A page (lib/cms/page-kinds.ts) the desk lists as waiting for its Spanish. */
export type WaitingPage = {
  /** The page kind's collection, and its name for the team. */
  readonly collection: string;
  readonly label: string;
  readonly id: number;
  readonly key: string;
  readonly fields: readonly string[];
  readonly since: string | null;
  readonly published: boolean;
};

export type DeskTranslationsReply = {
  readonly services: readonly WaitingTranslation[];
  readonly pages: readonly WaitingPage[];
};

/** The Spanish edit view of a document in the admin, where a translator goes. */
export const spanishEditPath = (collection: string, id: number) =>
  `${cmsAdminPath}/collections/${collection}/${id}?locale=es`;

/** The longest waiting first, then by `name`, so the order is stable. */
const byWait =
  <T extends { readonly since: string | null }>(name: (item: T) => string) =>
  (a: T, b: T) =>
    (a.since ?? "").localeCompare(b.since ?? "") ||
    name(a).localeCompare(name(b));

/** The documents among `docs` with a field waiting, with their marks. */
const marked = <F extends string>(
  translated: readonly F[],
  docs: readonly Fields[],
) =>
  docs
    .map((doc) => ({ doc, marks: readMarks(translated, doc) }))
    .filter(({ marks }) => marks.fields.length > 0);

/** The services whose latest version has a field waiting for its Spanish. */
export function waitingForTranslation(
  docs: readonly Fields[],
): WaitingTranslation[] {
  return marked(translatedFields, docs)
    .map(({ doc, marks }) => ({
      id: Number(doc.id),
      slug: String(doc.slug ?? ""),
      title: typeof doc.title === "string" ? doc.title : "",
      fields: marks.fields,
      since: marks.since,
      published: doc._status === "published",
    }))
    .sort(byWait((service) => service.title));
}

/**
 * The pages whose latest version has a field waiting for its Spanish, of
 * every kind together: each kind hands in its collection, its name, its
 * translated fields and its documents.
 */
export function waitingPages(
  kinds: readonly {
    readonly collection: string;
    readonly label: string;
    readonly translated: readonly string[];
    readonly docs: readonly Fields[];
  }[],
): WaitingPage[] {
  return kinds
    .flatMap(({ collection, label, translated, docs }) =>
      marked(translated, docs).map(({ doc, marks }) => ({
        collection,
        label,
        id: Number(doc.id),
        key: String(doc.key ?? ""),
        fields: marks.fields,
        since: marks.since,
        published: doc._status === "published",
      })),
    )
    .sort(byWait((page) => `${page.label} ${page.key}`));
}
