import type { AboutUsContent } from "@/data/content/about-us/types";
import type { Locale } from "@/data/locale";
import type { PublishedContent } from "@/lib/cms/published-content";
import { pageContent } from "./pages";

/** The about page's copy in a language (docs/product.md §3), as the CMS holds it. */
export function aboutUsContent(
  content: PublishedContent,
  locale: Locale,
): AboutUsContent {
  return pageContent(content, "about", "about-us", locale);
}
