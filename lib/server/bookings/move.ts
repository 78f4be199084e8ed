import "server-only";
import { bookingWhen } from "@/lib/bookings/manage";
import type { MoveChoices } from "@/lib/bookings/manage-state";
import { composeVisitorChange } from "@/lib/bookings/mail/visitor";
import type { Inform } from "@/lib/server/bookings/customer-mail";
import {
  changeChoices,
  changeTechOrder,
  dayStart,
} from "@/lib/scheduling/change";
import {
  dateAndWindow,
  offeredDays,
  type OfferedTime,
} from "@/lib/scheduling/labels";
import { rankTechs } from "@/lib/scheduling/pick-tech";
import type { Slot } from "@/lib/scheduling/slots";
import { scheduleZone } from "@/lib/scheduling/visit";
import type { Database } from "@/lib/server/db/client";
import { slotsFor } from "@/lib/server/scheduling/slots";
import {
  changeBooking,
  type Booking,
  type Change,
  type ChangeResult,
} from "./changes";
import { nearestTo } from "./slot-booking";

/** How many starts of each kind the change step offers at a time. */
const offeredEach = 12;

/** A booking that moves by picking a free start: Confirmed, with a Tech and a start (docs/product.md §23.10). */
export const movesBySlot = (booking: Booking) =>
  booking.status === "confirmed" &&
  booking.assignedTechUid !== null &&
  booking.startsAt !== null;

/** The free starts for the booking's services and ZIP, its own time counting as free. */
const searchFor = (db: Database, booking: Booking, now: Date, only?: Date) =>
  slotsFor(db, {
    slugs: booking.services.map((line) => line.slug),
    zip: booking.zip ?? undefined,
    now,
    except: booking.id,
    only,
  });

const times = (slots: readonly Pick<Slot, "start">[]) =>
  offeredDays(slots, scheduleZone).flatMap((day) => day.times);

/**
 * What the change step of a Confirmed booking offers (docs/product.md
 * §23.10): the free starts of its own Tech first, then those of any other,
 * from the day asked for on.
 */
export async function moveChoices(
  db: Database,
  booking: Booking,
  { now, from }: { now: Date; from?: string },
): Promise<MoveChoices> {
  const search = await searchFor(db, booking, now);
  const choices = changeChoices(search.slots, {
    techUid: booking.assignedTechUid!,
    from: from ? dayStart(from, scheduleZone) : undefined,
    each: offeredEach,
  });
  return {
    techName: search.techs.find((tech) => tech.uid === booking.assignedTechUid)
      ?.displayName,
    same: times(choices.same),
    other: times(choices.other),
    from,
  };
}

export type MoveResult =
  | ChangeResult
  /** The start is no longer free: the nearest free starts instead. */
  | { readonly ok: false; readonly reason: "taken"; readonly nearest: Date[] };

/**
 * Moves a Confirmed booking to a free start (docs/product.md §23.10): it
 * stays Confirmed, with its own Tech when free then, else the one the picker
 * ranks first among those free; the exclusion constraint judges each try, as
 * for a booking made on a slot. A start no Tech can take answers with the
 * nearest free ones.
 */
export async function moveToSlot(
  db: Database,
  booking: Booking,
  start: Date,
  change: Omit<Change, "action" | "actor" | "slot" | "startsAt">,
): Promise<MoveResult> {
  const now = change.now ?? new Date();
  const search = await searchFor(db, booking, now, start);
  const slot = search.slots.find((s) => s.start.getTime() === start.getTime());
  if (slot && booking.assignedTechUid) {
    const ranked = rankTechs(
      start,
      search.techs
        .filter((tech) => slot.techs.includes(tech.uid))
        .map((tech) => ({
          uid: tech.uid,
          publishedAt: tech.publishedAt,
          confirmed: tech.busy,
        })),
      scheduleZone,
    );
    const { date, window } = dateAndWindow(start, scheduleZone);
    for (const techUid of changeTechOrder(
      slot,
      booking.assignedTechUid,
      ranked,
    )) {
      const result = await changeBooking(db, booking.reference, {
        ...change,
        now,
        action: "reschedule",
        actor: "visitor",
        slot: { start, techUid, date, timeWindow: window },
      });
      if (result.ok || result.reason !== "overlap") return result;
    }
  }
  const fresh = await searchFor(db, booking, now);
  return {
    ok: false,
    reason: "taken",
    nearest: nearestTo(
      start,
      fresh.slots.map((s) => s.start),
    ),
  };
}

/**
 * A visitor's move of their Confirmed booking to a free start, with the
 * change fee of docs/product.md §13.4 as for any change: the company is
 * told, and the customer gets the "confirmed" mail with the new time's
 * calendar file. A start taken meanwhile answers with the nearest free ones.
 */
export async function moveByVisitor(
  db: Database,
  booking: Booking,
  start: Date,
  {
    expectedVersion,
    quote,
    inform,
    now,
  }: {
    expectedVersion: number;
    quote: { fee: number; reason: string };
    inform: Inform;
    now: Date;
  },
): Promise<ChangeResult | { message: string; nearest: OfferedTime[] }> {
  const before = bookingWhen(booking);
  const moved = await moveToSlot(db, booking, start, {
    by: "visitor",
    expectedVersion,
    fee: quote.fee,
    now,
    notify: (changed) =>
      composeVisitorChange(
        changed,
        { action: "reschedule", fee: quote.fee, reason: quote.reason, before },
        now,
      ),
    inform: (changed) => inform(changed, { kind: "confirmed" }),
  });
  if (!moved.ok && moved.reason === "taken") {
    return {
      message:
        "That time was just taken. The nearest free times are first below.",
      nearest: times(moved.nearest.map((at) => ({ start: at }))),
    };
  }
  return moved;
}
