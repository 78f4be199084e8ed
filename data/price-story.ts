import words from "@/messages/en/priceStory.json";

/**
 * What every page says about price, payment and passwords (docs/product.md
 * §22), in English: the catalogue's `priceStory` namespace, quoted by the
 * content modules (about-us, stay-safe, the terms) until the CMS takes them.
 * Pages read it with `getTranslations`; the words live in the catalogue only.
 */
export const priceStory = words;
