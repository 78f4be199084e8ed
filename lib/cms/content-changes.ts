import { locales, type Locale } from "@/data/locale";
import { localePath } from "@/lib/i18n/paths";
import type { PublishedContent, PublishedService } from "./published-content";

/** One page whose latest draft is not what visitors see, as /preview lists it. */
export type DraftChange = {
  readonly path: string;
  readonly locale: Locale;
  readonly slug: string;
  /** The fields that differ, in the editor's order. */
  readonly fields: readonly (keyof PublishedService)[];
  /** Set when the price differs: what visitors pay now, and what the draft asks. */
  readonly price?: { readonly from: number; readonly to: number };
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
 * differs in every field it fills. Only the services today; another kind of content
 * adds its own pages here.
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
  return slugs.flatMap((slug) =>
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
  );
}
