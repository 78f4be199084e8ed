import { locales, type Locale } from "@/data/locale";
import { localePath } from "@/lib/i18n/paths";
import { pageKinds, type PageKindSlug } from "./page-kinds";
import type { PublishedContent, PublishedService } from "./published-content";

/** One page whose latest draft is not what visitors see, as /preview lists it. */
export type DraftChange =
  | {
      readonly kind: "service";
      readonly path: string;
      readonly locale: Locale;
      readonly slug: string;
      /** The fields that differ, in the editor's order. */
      readonly fields: readonly (keyof PublishedService)[];
      /** Set when the price differs: what visitors pay now, and what the draft asks. */
      readonly price?: { readonly from: number; readonly to: number };
    }
  | {
      readonly kind: PageKindSlug;
      readonly path: string;
      readonly locale: Locale;
      /** The document of its kind (lib/cms/page-kinds.ts), as `keys` names it. */
      readonly key: string;
      /** The fields that differ, by the names the CMS labels them with, in the page's order. */
      readonly fields: readonly string[];
    };

const serviceFields = [
  "title",
  "price",
  "minutes",
  "summary",
  "description",
  "servicesIncluded",
  "faqs",
  "cover",
  "coverAlt",
] as const satisfies readonly (keyof PublishedService)[];

const same = (a: unknown, b: unknown) =>
  JSON.stringify(a) === JSON.stringify(b);

/** Whether a field says anything: no cover, or an empty text, says nothing. */
const filled = (value: unknown) =>
  value !== null && value !== "" && !same(value, []);

/**
 * The pages whose latest draft differs from what is published, each
 * service's languages side by side: a service with no published version
 * differs in every field it fills; then the other pages the same way
 * (pageChanges).
 */
export function draftChanges(
  published: PublishedContent,
  draft: PublishedContent,
): DraftChange[] {
  const slugs = [
    ...new Set(
      locales.flatMap((locale) => Object.keys(draft.services[locale])),
    ),
  ].sort();
  return slugs
    .flatMap((slug) =>
      locales.flatMap((locale): DraftChange[] => {
        const drafted = draft.services[locale][slug];
        if (!drafted) return [];
        const live = published.services[locale][slug];
        const fields = serviceFields.filter((field) =>
          live ? !same(live[field], drafted[field]) : filled(drafted[field]),
        );
        if (fields.length === 0) return [];
        return [
          {
            kind: "service",
            path: localePath(locale, `/services/${slug}`),
            locale,
            slug,
            fields,
            ...(live && live.price !== drafted.price
              ? { price: { from: live.price, to: drafted.price } }
              : {}),
          },
        ];
      }),
    )
    .concat(pageChanges(published, draft));
}

const fieldsOf = (page: unknown) =>
  page === undefined ? undefined : (page as Readonly<Record<string, unknown>>);

/**
 * The other pages whose draft differs: each document of each kind, in each
 * language, with its top-level fields that differ, and the lists of
 * services the team picks (the same in both languages, so listed in both).
 */
function pageChanges(
  published: PublishedContent,
  draft: PublishedContent,
): DraftChange[] {
  return pageKinds.flatMap((kind) =>
    kind.keys.flatMap((key) =>
      locales.flatMap((locale): DraftChange[] => {
        const drafted = fieldsOf(draft.pages[kind.slug]?.[locale]?.[key]);
        if (!drafted) return [];
        const live = fieldsOf(published.pages[kind.slug]?.[locale]?.[key]);
        const names = new Set([
          ...Object.keys(live ?? {}),
          ...Object.keys(drafted),
        ]);
        const words = [...names].filter((field) =>
          live ? !same(live[field], drafted[field]) : filled(drafted[field]),
        );
        const picked = (kind.choices ?? [])
          .filter(
            ({ name }) =>
              !same(
                published.choices?.[kind.slug]?.[key]?.[name],
                draft.choices?.[kind.slug]?.[key]?.[name],
              ),
          )
          .map(({ name }) => name);
        const fields = [...words, ...picked];
        if (fields.length === 0) return [];
        return [
          {
            kind: kind.slug,
            path: localePath(locale, kind.path(key)),
            locale,
            key,
            fields,
          },
        ];
      }),
    ),
  );
}
