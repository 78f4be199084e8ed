import { priceStoryEs } from "@/data/es/price-story";
import type { Locale } from "@/data/locale";
import { priceStory } from "@/data/price-story";

/** What every page says about price, payment and passwords, in one language. */
export type PriceStory = { readonly [K in keyof typeof priceStory]: string };

export const priceStoryCopy: Readonly<Record<Locale, PriceStory>> = {
  en: priceStory,
  es: priceStoryEs,
};
