import "server-only";
import { company } from "@/data/company";
import { bookingTransitions, inTime, type Actor } from "@/lib/bookings/status";
import { bookedVisit, bookingStarts } from "@/lib/scheduling/assign";
import { rankTechs } from "@/lib/scheduling/pick-tech";
import { busyMinutes, freeTechs } from "@/lib/scheduling/slots";
import { transition } from "@/lib/transitions";
import { zipOf } from "@/lib/zip";
import type { Database } from "@/lib/server/db/client";
import { bookingRecords, findRecord } from "@/lib/server/records";
import {
  bookableTechs,
  type BookableTech,
} from "@/lib/server/scheduling/bookable";
import {
  changeBooking,
  type Booking,
  type ChangeResult,
  type Clash,
} from "./changes";

/** A Tech as staff choose them: who, by name and handle. */
export type NamedTech = Pick<BookableTech, "uid" | "handle" | "displayName">;

const named = ({ uid, handle, displayName }: BookableTech): NamedTech => ({
  uid,
  handle,
  displayName,
});

/** How the history names a Tech. */
const label = (tech: NamedTech) => `${tech.displayName} (@${tech.handle})`;

/** The Techs offered to customers, and those of them free at the booking's time. */
async function techsAround(
  db: Database,
  booking: Booking,
  now: Date,
): Promise<{ all: BookableTech[]; free: BookableTech[] }> {
  const starts = bookingStarts(booking, now, company.timeZone);
  if (starts.length === 0) return { all: [], free: [] };
  const visit = bookedVisit(booking);
  const zip = booking.zip ? zipOf(booking.zip) : "";
  const all = await bookableTechs(db, {
    from: starts[0]!,
    to: new Date(starts.at(-1)!.getTime() + busyMinutes(visit) * 60_000),
    // Its own time, when Confirmed, does not make its own Tech busy.
    except: booking.id,
    zip,
  });
  const free = freeTechs({
    starts,
    visit,
    zip: zip || undefined,
    techs: all,
    timeZone: company.timeZone,
  });
  const order = rankTechs(
    starts[0]!,
    free.map((tech) => ({ ...tech, confirmed: tech.busy })),
    company.timeZone,
  );
  return {
    all,
    free: order.map((uid) => free.find((tech) => tech.uid === uid)!),
  };
}

/**
 * The Techs staff may assign a booking to (docs/product.md §15.14): those
 * free at its time by the checkout's own test (`freeTechs`, over the same
 * read of Techs and their Confirmed bookings as the slots), in the picker's
 * order, without the Tech it already has.
 */
export async function freeTechsFor(
  db: Database,
  booking: Booking,
  now: Date,
): Promise<NamedTech[]> {
  const { free } = await techsAround(db, booking, now);
  return free.filter((tech) => tech.uid !== booking.assignedTechUid).map(named);
}

export type AssignResult =
  | Exclude<ChangeResult, { reason: "overlap" }>
  /** The database refused it: the Tech is Confirmed elsewhere then (docs/product.md §23.5). */
  | {
      readonly ok: false;
      readonly reason: "overlap";
      readonly clash?: Clash;
      readonly tech: NamedTech;
    }
  /** The Tech is not (or no longer) free at the booking's time, as the server reads it now. */
  | {
      readonly ok: false;
      readonly reason: "not-free";
      readonly booking: Booking;
    }
  /** The booking has that Tech already. */
  | {
      readonly ok: false;
      readonly reason: "same-tech";
      readonly booking: Booking;
    };

/**
 * Gives a booking to a Tech, or to another one (docs/product.md §15.14): the
 * booking's table must allow it (Requested or Confirmed, before the start,
 * staff only), the Tech must be free at its time as the server reads it now,
 * and the change goes through changeBooking with the version the desk
 * showed: one transaction, the history naming the Tech (and the one replaced),
 * the Techs' mails for a Confirmed booking. For a Confirmed booking the
 * database's exclusion constraint judges last; its refusal is "overlap".
 */
export async function assignTech(
  db: Database,
  reference: string,
  {
    techUid,
    actor,
    by,
    assignedTo,
    expectedVersion,
    now,
  }: {
    techUid: string;
    actor: Actor;
    by: string;
    /** A Tech acts only on bookings assigned to them: any other reads as not found. */
    assignedTo?: string;
    expectedVersion: number;
    now: Date;
  },
): Promise<AssignResult> {
  const booking = await findRecord(db, bookingRecords, reference);
  if (
    !booking ||
    (assignedTo !== undefined && booking.assignedTechUid !== assignedTo)
  ) {
    return { ok: false, reason: "not-found" };
  }
  if (booking.version !== expectedVersion) {
    return { ok: false, reason: "stale", booking };
  }
  const clock = inTime({ now, startsAt: booking.startsAt });
  if (!transition(bookingTransitions, booking.status, "assign", actor, clock)) {
    return { ok: false, reason: "not-allowed", booking };
  }
  if (booking.assignedTechUid === techUid) {
    return { ok: false, reason: "same-tech", booking };
  }
  const { all, free } = await techsAround(db, booking, now);
  const chosen = free.find((tech) => tech.uid === techUid);
  if (!chosen) return { ok: false, reason: "not-free", booking };
  const before = all.find((tech) => tech.uid === booking.assignedTechUid);
  const replaced = booking.assignedTechUid
    ? `, in place of ${before ? label(before) : "the technician it had"}`
    : "";
  const result = await changeBooking(db, reference, {
    action: "assign",
    actor,
    by,
    assignedTo,
    expectedVersion,
    assign: { uid: chosen.uid },
    note: `Assigned to ${label(chosen)}${replaced}.`,
    now,
  });
  return result.ok || result.reason !== "overlap"
    ? result
    : { ...result, tech: named(chosen) };
}
