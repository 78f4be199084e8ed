import type { HomeContent } from "@/data/content/home/types";
import type { Locale } from "@/data/locale";
import type { PublishedContent } from "@/lib/cms/published-content";
import { pageContent } from "./pages";

/** The home page's hero in a language, as the CMS holds it. */
export function homeContent(
  content: PublishedContent,
  locale: Locale,
): HomeContent {
  return pageContent(content, "home", "home", locale);
}
