import { business as defaults, type Business } from "@/data/business";
import { company as defaultCompany, type Company } from "@/data/company";
import type { PolicyDocument, PolicyId } from "@/data/content/policies/policy";
import type { Locale } from "@/data/locale";
import type { PublishedContent } from "@/lib/cms/published-content";
import { pageContent } from "./pages";

export type { PolicyId } from "@/data/content/policies/policy";

/**
 * A policy's text in a language, as the CMS holds it, stating the business
 * constants; a translation carries `englishGoverns`. Tests give it other
 * constants.
 */
export function policyContent(
  content: PublishedContent,
  locale: Locale,
  id: PolicyId,
  business: Business = defaults,
  company: Company = defaultCompany,
): PolicyDocument {
  return pageContent(content, "policies", id, locale, { business, company });
}
