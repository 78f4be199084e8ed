import type { ServiceFacts } from "@/data/services";
import type { Visit } from "./slots";

/**
 * The visit a cart makes (docs/product.md §23.1): its known services, their
 * summed durations, and whether any needs a home visit. Unknown slugs are
 * left out; the server never trusts a browser's list. `services` is the
 * published catalogue's, whose minutes the visit takes.
 */
export function visitOf(
  slugs: readonly string[],
  services: readonly ServiceFacts[],
): Visit {
  const lines = services.filter((service) => slugs.includes(service.slug));
  return {
    services: lines.map((service) => service.slug),
    minutes: lines.reduce((sum, service) => sum + service.minutes, 0),
    homeVisit: lines.some((service) => service.homeVisit),
  };
}
