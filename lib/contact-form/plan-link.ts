import { offerings } from "@/data/offerings";
import { offeringContent } from "@/lib/content/offerings";
import { tierContent } from "@/lib/content/tiers";
import type { Locale } from "@/data/locale";
import { tiers } from "@/data/tiers";
import type { EnquiryNames } from "@/lib/contact-form/opening-line";
import { translator } from "@/lib/i18n/catalogue";

/** A plan button's target: the contact form, told which plan and offering to mention. */
export function contactHref(plan: string, offering?: string): string {
  const query = new URLSearchParams({ plan });
  if (offering) query.set("offering", offering);
  return `/contact-us?${query}`;
}

/** Every plan and offering a plan button can name, for `enquiryFromQuery`, in `locale`. */
export function enquiryNames(locale: Locale = "en"): EnquiryNames {
  const t = translator(locale, "contact");
  return {
    lines: { enquiry: t.raw("enquiry"), enquiryFor: t.raw("enquiryFor") },
    plans: tiers.map(
      (tier) => [tier.id, tierContent(locale, tier.id).name] as const,
    ),
    offerings: offerings.map(
      (offering) =>
        [offering.slug, offeringContent(locale, offering.slug).title] as const,
    ),
  };
}
