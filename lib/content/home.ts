import type { HomeContent } from "@/data/content/home/types";
import type { Locale } from "@/data/locale";
import { pageKind } from "@/lib/cms/page-kinds";
import type { PublishedContent } from "@/lib/cms/published-content";
import { pageContent } from "./pages";

/** The home page's hero in a language, as the CMS holds it. */
export function homeContent(
  content: PublishedContent,
  locale: Locale,
): HomeContent {
  return pageContent(content, "home", "home", locale);
}

/**
 * The slugs of the services the home page features, in the team's order:
 * what the CMS shows, or a fresh database's (every service) for a page it
 * does not hold yet.
 */
export function featuredSlugs(content: PublishedContent): readonly string[] {
  const featured = pageKind("home").choices!.find(
    (c) => c.name === "featured",
  )!;
  return content.choices?.home?.home?.featured ?? featured.first;
}
