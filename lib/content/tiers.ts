import { tiersEn } from "@/data/content/tiers/en";
import { tiersEs } from "@/data/content/tiers/es";
import { defaultLocale, type Locale } from "@/data/locale";
import { tiers, type Tier, type TierCopy, type TierId } from "@/data/tiers";
import { pseudoContent } from "@/lib/i18n/pseudo-build";

/**
 * The Managed IT plans' words (content, docs/words.md): the one reader of
 * data/content/tiers/<locale>.ts. data/tiers.ts keeps the facts.
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

type WithWords<T extends readonly { readonly id: TierId }[]> = {
  readonly [K in keyof T]: T[K] & TierCopy;
};

/** The plans with their English words: the staff's and the records' language. */
export const englishTiers = tiersIn(defaultLocale) as WithWords<typeof tiers>;
