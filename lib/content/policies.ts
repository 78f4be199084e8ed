import type { Business } from "@/data/business";
import type { Company } from "@/data/company";
import { policies as english } from "@/data/content/policies/en";
import { policies as spanish } from "@/data/content/policies/es";
import type {
  PolicyDocument,
  PolicyId,
  PolicyText,
} from "@/data/content/policies/policy";
import type { Locale } from "@/data/locale";
import { pseudoContent } from "@/lib/i18n/pseudo-build";

export type { PolicyId } from "@/data/content/policies/policy";

// Content, one module per language (docs/words.md, "Content"): only this
// reader changes when the CMS takes the policies over.
const policies = {
  en: pseudoContent(english),
  es: spanish,
} satisfies { [L in Locale]: Record<PolicyId, PolicyText> };

/**
 * A policy's text in a language, built from the business constants; a
 * translation carries `englishGoverns`. Tests give it other constants.
 */
export function policyContent(
  locale: Locale,
  id: PolicyId,
  business?: Business,
  company?: Company,
): PolicyDocument {
  return policies[locale][id](business, company);
}
