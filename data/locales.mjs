// @ts-check
// The locale list, in plain ESM so that the build's scripts and
// next.config.mjs read the same list as the app (data/locale.ts types it).

/**
 * The languages the site is written in (docs/glossary-es.md). The default
 * keeps its unprefixed addresses; every other lives under `/<locale>`. A slug
 * is a key, not copy, so it is the same in every language.
 */
export const locales = /** @type {const} */ (["en", "es"]);

/** @type {(typeof locales)[number]} */
export const defaultLocale = "en";
