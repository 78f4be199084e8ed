import { defaultLocale as fallback, locales } from "./locales.mjs";

export { locales };

/** One of the site's languages (data/locales.mjs). */
export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = fallback;
