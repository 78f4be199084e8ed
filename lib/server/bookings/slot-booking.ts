import "server-only";
import { scheduling } from "@/data/scheduling";
import { rankTechs } from "@/lib/scheduling/pick-tech";
import { scheduleZone } from "@/lib/scheduling/visit";
import type { BookedService } from "@/lib/requests/reprice";
import type { BookingDetails } from "@/lib/requests/schema";
import type { Database } from "@/lib/server/db/client";
import { isExclusionViolation } from "@/lib/server/db/errors";
import { createBooking } from "@/lib/server/bookings/checkout-booking";
import { slotsFor } from "@/lib/server/scheduling/slots";

export type SlotBooking =
  | {
      readonly ok: true;
      readonly reference: string;
      readonly start: Date;
      readonly tech: { readonly handle: string; readonly displayName: string };
    }
  | {
      readonly ok: false;
      /** The start is no longer free: the nearest free starts instead. */
      readonly reason: "taken";
      readonly nearest: Date[];
    };

/** The free starts nearest to `wanted`, soonest first among equals. */
export function nearestTo(wanted: Date, starts: readonly Date[]): Date[] {
  return [...starts]
    .sort(
      (a, b) =>
        Math.abs(a.getTime() - wanted.getTime()) -
          Math.abs(b.getTime() - wanted.getTime()) || a.getTime() - b.getTime(),
    )
    .slice(0, scheduling.nearestOffered)
    .sort((a, b) => a.getTime() - b.getTime());
}

/**
 * Books a cart on a slot, Confirmed at once (docs/product.md §23.4): the
 * start must be free now, as the server computes it; the Techs free at it are
 * tried in the picker's order, and the database's exclusion constraint
 * refuses one that another booking took a moment ago, so the next is tried.
 * When none is left, the visitor is offered the nearest free starts.
 */
export async function bookSlot(
  db: Database,
  {
    details,
    booked,
    accountUid,
    start,
    now,
  }: {
    details: BookingDetails;
    booked: readonly BookedService[];
    accountUid?: string | null;
    start: Date;
    now: Date;
  },
): Promise<SlotBooking> {
  const slugs = booked.map((line) => line.slug);
  const zip = details.zip || undefined;
  const search = await slotsFor(db, { slugs, zip, now, only: start });
  const slot = search.slots.find((s) => s.start.getTime() === start.getTime());
  const free = search.techs.filter((tech) => slot?.techs.includes(tech.uid));
  const order = rankTechs(
    start,
    free.map((tech) => ({
      uid: tech.uid,
      publishedAt: tech.publishedAt,
      confirmed: tech.busy,
    })),
    scheduleZone,
  );
  for (const uid of order) {
    const tech = free.find((each) => each.uid === uid)!;
    try {
      const reference = await createBooking(db, {
        details,
        booked,
        accountUid,
        onSlot: { start, techUid: uid, tech },
      });
      return {
        ok: true,
        reference,
        start,
        tech: { handle: tech.handle, displayName: tech.displayName },
      };
    } catch (error) {
      if (!isExclusionViolation(error)) throw error;
    }
  }
  const fresh = await slotsFor(db, { slugs, zip, now });
  return {
    ok: false,
    reason: "taken",
    nearest: nearestTo(
      start,
      fresh.slots.map((s) => s.start),
    ),
  };
}
