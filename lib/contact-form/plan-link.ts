import { offerings } from "@/data/offerings";
import { offeringTitle } from "@/lib/content/offerings";
import { tierContent } from "@/lib/content/tiers";
import type { Locale } from "@/data/locale";
import { tiers } from "@/data/tiers";
import type { EnquiryNames } from "@/lib/contact-form/opening-line";
import { catalogue } from "@/lib/i18n/catalogue";

/** A plan button's target: the contact form, told which plan and offering to mention. */
export function contactHref(plan: string, offering?: string): string {
  const query = new URLSearchParams({ plan });
  if (offering) query.set("offering", offering);
  return `/contact-us?${query}`;
}

/** Every plan and offering a plan button can name, for `enquiryFromQuery`, in `locale`. */
export function enquiryNames(locale: Locale = "en"): EnquiryNames {
  // The messages themselves, for the island's own translator: as the
  // catalogue holds them (precompiled in the build), not `t.raw`, which a
  // precompiled catalogue does not offer.
  const { enquiry, enquiryFor } = catalogue(locale).contact;
  return {
    lines: { enquiry, enquiryFor },
    plans: tiers.map(
      (tier) => [tier.id, tierContent(locale, tier.id).name] as const,
    ),
    offerings: offerings.map(
      (offering) =>
        [offering.slug, offeringTitle(locale, offering.slug)] as const,
    ),
  };
}
