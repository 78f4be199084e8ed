import "server-only";
import * as v from "valibot";
import { requestLimits } from "@/data/request-rules";
import { services } from "@/data/services";
import { offeredDays } from "@/lib/scheduling/labels";
import type { SlotOffer } from "@/lib/scheduling/offer";
import type { Outcome } from "@/lib/server/http";
import { company } from "@/data/company";
import { database } from "@/lib/server/db/client";
import { anyZipVisited, zipVisited } from "./bookable";
import { slotsFor } from "./slots";

const question = v.object({
  slugs: v.pipe(
    v.array(v.string()),
    v.maxLength(requestLimits.services, "That cart is too long."),
  ),
  zip: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^(\d{5})?$/, "Enter a 5-digit ZIP code, such as 10001."),
    ),
  ),
});

/**
 * The free starts for the checkout's cart at a ZIP (docs/product.md §23.6),
 * as `GET /checkout/api/slots` answers: 400 for a question that cannot be
 * read (the checkout never sends one), else 200 with what can be booked, a
 * database that is down included: the checkout then requests a window.
 */
export async function slotOffer(input: unknown): Promise<Outcome<SlotOffer>> {
  const offer = await findSlots(input);
  return { status: offer.status === "invalid" ? 400 : 200, body: offer };
}

/**
 * The cart's slugs are read against the catalogue and the ZIP checked here;
 * what the browser sends decides nothing else.
 */
async function findSlots(input: unknown): Promise<SlotOffer> {
  const parsed = v.safeParse(question, input);
  if (!parsed.success) {
    return { status: "invalid", message: parsed.issues[0].message };
  }
  const { slugs } = parsed.output;
  const zip = parsed.output.zip || undefined;
  const known = services.filter((service) => slugs.includes(service.slug));
  if (known.length === 0) {
    return { status: "invalid", message: "Your cart is empty." };
  }
  const homeVisit = known.some((service) => service.homeVisit);
  try {
    const db = await database();
    const now = new Date();
    if (homeVisit && !zip) {
      // Until some Tech visits somewhere, every home visit is requested.
      return (await anyZipVisited(db))
        ? { status: "zip-needed" }
        : { status: "none" };
    }
    if (homeVisit && !(await zipVisited(db, zip!))) {
      return { status: "not-visited" };
    }
    const found = await slotsFor(db, { slugs, zip, now });
    if (found.slots.length === 0) return { status: "none" };
    return {
      status: "slots",
      minutes: found.visit.minutes,
      days: offeredDays(found.slots, company.timeZone),
    };
  } catch (error) {
    console.error(
      "Slots:",
      error instanceof Error ? error.message : String(error),
    );
    return { status: "unavailable" };
  }
}
