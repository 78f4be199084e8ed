import { aboutUs as english } from "@/data/content/about-us/en";
import { aboutUs as spanish } from "@/data/content/about-us/es";
import type { AboutUsContent } from "@/data/content/about-us/types";
import type { Locale } from "@/data/locale";
import { pseudoContent } from "@/lib/i18n/pseudo-build";

// Content, one module per language (docs/words.md, "Content"): only this
// reader changes when the CMS takes the about page over.
const aboutUs = {
  en: pseudoContent(english),
  es: spanish,
} satisfies { [L in Locale]: AboutUsContent };

/** The about page's copy in a language (docs/product.md §3). */
export function aboutUsContent(locale: Locale): AboutUsContent {
  return aboutUs[locale];
}
