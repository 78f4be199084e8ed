import { defineRouting } from "next-intl/routing";
import { defaultLocale, locales } from "@/data/locale";

/**
 * One page file for every language (app/[locale]/…): English keeps its
 * unprefixed addresses, which proxy.ts has next-intl rewrite to `/en/…`; every
 * other language is under its own prefix. Nothing is decided by the browser's
 * language or a cookie, so a page's HTML depends on its address alone and is
 * pre-rendered (docs/architecture.md, "Languages").
 */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: "as-needed",
  localeDetection: false,
  localeCookie: false,
  alternateLinks: false,
});
