import { offerings } from "@/data/content/offerings";
import { tiers } from "@/data/tiers";
import type { EnquiryNames } from "@/lib/contact-form/opening-line";

/** A plan button's target: the contact form, told which plan and offering to mention. */
export function contactHref(plan: string, offering?: string): string {
  const query = new URLSearchParams({ plan });
  if (offering) query.set("offering", offering);
  return `/contact-us?${query}`;
}

/** Every plan and offering a plan button can name, for `enquiryFromQuery`. */
export function enquiryNames(): EnquiryNames {
  return {
    plans: tiers.map((tier) => [tier.id, tier.name] as const),
    offerings: offerings.map(
      (offering) => [offering.slug, offering.title] as const,
    ),
  };
}
