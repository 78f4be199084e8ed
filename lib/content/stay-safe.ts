import { company as defaultCompany, type Company } from "@/data/company";
import type { StaySafeGuide } from "@/data/content/stay-safe/en";
import type { Locale } from "@/data/locale";
import type { PublishedContent } from "@/lib/cms/published-content";
import { pageContent } from "./pages";

export type { SafetyPoint, StaySafeGuide } from "@/data/content/stay-safe/en";

/** /stay-safe's guide in a language, as the CMS holds it, naming the company it is given (tests give another). */
export function staySafeContent(
  content: PublishedContent,
  locale: Locale,
  company: Company = defaultCompany,
): StaySafeGuide {
  return pageContent(content, "stay-safe", "stay-safe", locale, { company });
}
