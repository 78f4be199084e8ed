import { business } from "@/data/business";
import { company, type Company } from "@/data/company";
import { companyEs, businessWordsEs } from "@/data/es/company";
import type { Locale } from "@/data/locale";

/** The company's facts that are words, and so differ by language; phone, address and zone do not. */
export type CompanyCopy = Pick<
  Company,
  "tagline" | "hours" | "hoursLong" | "areaServed" | "dataLocation"
>;

/** The words among the business constants, which copy and policies put into sentences. */
export type BusinessWords = {
  /** "Charged per incident." */
  readonly chargedPer: string;
  /** "Refunds are requested by phone." */
  readonly refundRequestBy: string;
  /** "The rescheduling fee applies to in-home services." */
  readonly reschedulingAppliesTo: string;
};

export const companyCopy: Readonly<Record<Locale, CompanyCopy>> = {
  en: company,
  es: companyEs,
};

export const businessWords: Readonly<Record<Locale, BusinessWords>> = {
  en: {
    chargedPer: business.chargedPer,
    refundRequestBy: business.refund.requestBy,
    reschedulingAppliesTo: business.rescheduling.appliesTo,
  },
  es: businessWordsEs,
};
