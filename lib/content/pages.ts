import type { Locale } from "@/data/locale";
import { fillAll, type Facts } from "@/lib/cms/facts";
import {
  pageKind,
  seedTemplate,
  withCodeKeeps,
  type PageKindSlug,
} from "@/lib/cms/page-kinds";
import type { PublishedContent } from "@/lib/cms/published-content";
import { pseudoContent } from "@/lib/i18n/pseudo-build";

/**
 * One page's words as the CMS holds them (`content`: what is published, or
 * an editor's drafts), with the facts code keeps filled in: today's, or
 * those a test gives. A page the CMS does not hold yet (added in code since
 * the server started; the next start seeds it) has its first words.
 */
export function pageContent<T>(
  content: PublishedContent,
  slug: PageKindSlug,
  key: string,
  locale: Locale,
  facts?: Facts,
): T {
  const kind = pageKind(slug);
  const given = facts ?? kind.facts(locale);
  const stored =
    content.pages[slug]?.[locale]?.[key] ?? seedTemplate(kind, locale, key);
  const words = withCodeKeeps<T>(
    kind,
    fillAll(stored, given),
    kind.build(locale, key, given) as T,
  );
  return locale === "en" ? pseudoContent(words) : words;
}
