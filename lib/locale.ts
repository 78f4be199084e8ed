import { defaultLocale, type Locale } from "@/data/locale";

/**
 * The language a customer's form or JSON call was made in (its `locale`
 * field, docs/architecture.md). Only "es" is Spanish; anything else, missing
 * or malformed, is the default English, so an old page or a hand-made request
 * is answered as before.
 */
export function readLocale(value: unknown): Locale {
  return value === "es" ? "es" : defaultLocale;
}
