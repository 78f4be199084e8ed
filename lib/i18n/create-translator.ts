import type { createTranslator as typedTranslator } from "next-intl";
import { createTranslator as coreTranslator } from "use-intl/core";

/**
 * next-intl's createTranslator, typed by the app's catalogue
 * (i18n/app-config.d.ts). It is use-intl's: next-intl's own module also loads
 * React's client provider, which a script run outside Next.js's build (a
 * database fixture, a measure) cannot load.
 */
export const createTranslator = coreTranslator as typeof typedTranslator;
