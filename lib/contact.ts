import { offerings } from "@/data/content/offerings";
import { tiers } from "@/data/tiers";

/** A plan button's target: the contact form, told which plan and offering to mention. */
export function contactHref(plan: string, offering?: string): string {
  const query = new URLSearchParams({ plan });
  if (offering) query.set("offering", offering);
  return `/contact-us?${query}`;
}

/**
 * The opening line a plan button pre-fills. Only known plans and offerings are
 * named, so nothing typed into the address bar is echoed back.
 */
export function enquiryFromQuery(search: string): string {
  const query = new URLSearchParams(search);
  const tier = tiers.find((t) => t.id === query.get("plan"));
  if (!tier) return "";
  const offering = offerings.find((o) => o.slug === query.get("offering"));
  return `I'm interested in the ${tier.name} plan${offering ? ` for ${offering.title}` : ""}. Please get in touch.`;
}
