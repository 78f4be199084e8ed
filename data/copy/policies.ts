import type { Business } from "@/data/business";
import type { Company } from "@/data/company";
import { cancellationPolicy } from "@/data/content/policies/cancellation";
import type { PolicyDocument } from "@/data/content/policies/policy";
import { privacyPolicy } from "@/data/content/policies/privacy";
import { refundPolicy } from "@/data/content/policies/refund";
import { termsOfService } from "@/data/content/policies/terms";
import { cancellationPolicyEs } from "@/data/es/policies/cancellation";
import { privacyPolicyEs } from "@/data/es/policies/privacy";
import { refundPolicyEs } from "@/data/es/policies/refund";
import { termsOfServiceEs } from "@/data/es/policies/terms";
import type { Locale } from "@/data/locale";

export type PolicyId = "privacy" | "cancellation" | "terms" | "refund";

/** A policy in another language than English, which says that the English governs. */
export type TranslatedPolicy = PolicyDocument & {
  /** Shown at the top: if the two versions differ, the English one governs. */
  readonly englishGoverns: string;
};

/** A policy's text, built from the constants it states, as the English builders are. */
export type PolicyText<Document extends PolicyDocument = PolicyDocument> = (
  business?: Business,
  company?: Company,
) => Document;

/** Each policy per language; the Spanish ones also carry the line that the English governs. */
export const policyText = {
  en: {
    privacy: privacyPolicy,
    cancellation: cancellationPolicy,
    terms: termsOfService,
    refund: refundPolicy,
  } satisfies Record<PolicyId, PolicyText>,
  es: {
    privacy: privacyPolicyEs,
    cancellation: cancellationPolicyEs,
    terms: termsOfServiceEs,
    refund: refundPolicyEs,
  } satisfies Record<PolicyId, PolicyText<TranslatedPolicy>>,
} as const satisfies Record<Locale, Record<PolicyId, PolicyText>>;
