import { tiersEn } from "@/data/content/tiers/en";
import { tiersEs } from "@/data/content/tiers/es";
import { defaultLocale, type Locale } from "@/data/locale";
import { tiers, type Tier, type TierCopy, type TierId } from "@/data/tiers";
import type { PublishedContent } from "@/lib/cms/published-content";
import { pseudoContent } from "@/lib/i18n/pseudo-build";
import { pageContent } from "./pages";

/**
 * The Managed IT plans' words as code holds them (content, docs/words.md):
 * the reader of data/content/tiers/<locale>.ts for the plans' names, which
 * the memberships' records and mails state. data/tiers.ts keeps the facts;
 * the pages show the rest of the words from the CMS (`shownTiers`).
 */
const content = { en: pseudoContent(tiersEn), es: tiersEs } satisfies {
  readonly [L in Locale]: Readonly<Record<TierId, TierCopy>>;
};

/** A plan's words in `locale`: its name, allowances and features. */
export function tierContent(locale: Locale, id: TierId): TierCopy {
  return content[locale][id];
}

/** The plans with one language's words, in display order. */
export function tiersIn(locale: Locale): readonly Tier[] {
  return tiers.map((tier) => ({ ...tier, ...tierContent(locale, tier.id) }));
}

/**
 * The plans as a page shows them: code's id, price and name, and the
 * allowances and features as the CMS holds them (`content`).
 */
export function shownTiers(
  content: PublishedContent,
  locale: Locale,
): readonly Tier[] {
  return tiers.map((tier) => ({
    ...tier,
    ...pageContent<TierCopy>(content, "tiers", tier.id, locale),
  }));
}

type WithWords<T extends readonly { readonly id: TierId }[]> = {
  readonly [K in keyof T]: T[K] & TierCopy;
};

/** The plans with their English words: the staff's and the records' language. */
export const englishTiers = tiersIn(defaultLocale) as WithWords<typeof tiers>;
