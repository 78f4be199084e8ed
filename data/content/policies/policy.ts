import type { Business } from "@/data/business";
import type { Company } from "@/data/company";
import type { Link } from "@/data/navigation";

export type PolicyId = "privacy" | "cancellation" | "terms" | "refund";

export type PolicySection = {
  readonly heading: string;
  readonly paragraphs: readonly string[];
  /** A related page named in the section, such as the refund policy from the terms. */
  readonly link?: Link;
};

/** A policy page's text, built from the business constants it states. */
export type PolicyDocument = {
  readonly title: string;
  readonly intro: string;
  readonly sections: readonly PolicySection[];
  /** A translation's line at the top: if the two versions differ, the English one governs. */
  readonly englishGoverns?: string;
};

/** A policy in another language than English, which says that the English governs. */
export type TranslatedPolicy = PolicyDocument & {
  readonly englishGoverns: string;
};

/** A policy's text, built from the constants it states (tests give it others). */
export type PolicyText<Document extends PolicyDocument = PolicyDocument> = (
  business?: Business,
  company?: Company,
) => Document;
