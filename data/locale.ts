/**
 * The languages the public site is written in (issue 60, docs/glossary-es.md).
 * English is the default and keeps its unprefixed addresses; Spanish lives
 * under `/es`. A slug is a key, not copy, so it is the same in both.
 */
export const locales = ["en", "es"] as const;

export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = "en";
