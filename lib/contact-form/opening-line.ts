import { createTranslator } from "@/lib/i18n/create-translator";
import type { Locale } from "@/data/locale";

/**
 * What a plan button's link may name, as `[id, name]` pairs: built on the server
 * (`enquiryNames` in lib/contact-form/plan-link.ts), so the contact form's island carries these
 * few words and not the offerings' copy.
 */
export type EnquiryNames = {
  plans: readonly (readonly [id: string, name: string])[];
  offerings: readonly (readonly [slug: string, title: string])[];
  /**
   * The catalogue's opening lines (`contact.enquiry`, `contact.enquiryFor`)
   * as it holds them: ICU text under Jest, precompiled in the build (typed as
   * the JSON's text either way), for a translator to format.
   */
  lines: { readonly enquiry: string; readonly enquiryFor: string };
};

/**
 * The opening line a plan button pre-fills. Only known plans and offerings are
 * named, so nothing typed into the address bar is echoed back.
 */
export function enquiryFromQuery(
  search: string,
  names: EnquiryNames,
  locale: Locale = "en",
): string {
  const query = new URLSearchParams(search);
  const plan = names.plans.find(([id]) => id === query.get("plan"))?.[1];
  if (!plan) return "";
  const offering = names.offerings.find(
    ([slug]) => slug === query.get("offering"),
  )?.[1];
  const t = createTranslator({ locale, messages: { lines: names.lines } });
  return offering
    ? t("lines.enquiryFor", { plan, offering })
    : t("lines.enquiry", { plan });
}
