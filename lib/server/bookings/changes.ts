import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  bookingTransitions,
  inTime,
  type Actor,
  type BookingAction,
} from "@/lib/bookings/status";
import { transition } from "@/lib/transitions";
import type { Composed } from "@/lib/mail/compose";
import type { Database } from "@/lib/server/db/client";
import { bookingEventChanges, bookings } from "@/lib/server/db/schema";
import { isTakenMeanwhile } from "@/lib/server/db/errors";
import { queueMail } from "@/lib/server/outbox";
import { reviewInviter } from "@/lib/server/reviews/invite";
import { techMails } from "./tech-mail";
import {
  bookingRecords,
  changeRecord,
  type RecordChangeResult,
} from "@/lib/server/records";

export type Booking = typeof bookings.$inferSelect;

export type Change = {
  readonly action: BookingAction;
  readonly actor: Actor;
  /** Who, for the history: "staff ann@example.com", "visitor", "account". */
  readonly by: string;
  /** A Tech acts only on bookings assigned to them: any other reads as not found. */
  readonly assignedTo?: string;
  /** The version the caller saw; a booking changed since is not overwritten. */
  readonly expectedVersion?: number;
  readonly note?: string | null;
  /** The fee recorded with this change, in whole US dollars. */
  readonly fee?: number;
  /** Confirming: the appointment's start. */
  readonly startsAt?: Date;
  /** A visitor's move to a free slot: the new start, its Tech and the day and window it falls in. */
  readonly slot?: {
    readonly start: Date;
    readonly techUid: string;
    readonly date: string;
    readonly timeWindow: string;
  };
  /** Staff's assignment (docs/product.md §15.14): the Tech who takes the booking over. */
  readonly assign?: { readonly uid: string };
  /** A visitor's change: the new preferred window. */
  readonly preferred?: { readonly date: string; readonly timeWindow: string };
  /** The company's e-mail about this change, built from the booking as it now is. */
  readonly notify?: (booking: Booking) => Composed;
  /** The customer's e-mail about it (docs/product.md §21), when there is one. */
  readonly inform?: (booking: Booking) => Composed | undefined;
  readonly now: Date;
};

/** The Confirmed booking of the same Tech that a confirmation would overlap. */
export type Clash = { readonly reference: string; readonly startsAt: Date };

export type ChangeResult =
  | RecordChangeResult<"booking", Booking>
  /** The database refused it: its Tech is Confirmed elsewhere at that time (docs/product.md §23.5). */
  | { readonly ok: false; readonly reason: "overlap"; readonly clash?: Clash };

/**
 * Which Confirmed booking of the Tech a start for `reference` would overlap,
 * buffers included: the database's own rule, asked again after it refused
 * the change, so that staff are told which booking is in the way. The start
 * and the Tech are the change's, or the booking's own where it keeps them.
 */
async function clashOf(
  db: Database,
  reference: string,
  { start, techUid }: { start?: Date; techUid?: string },
): Promise<Clash | undefined> {
  const other = alias(bookings, "other");
  const at = start
    ? sql`${start.toISOString()}::timestamptz`
    : sql`${bookings.startsAt}`;
  const tech = techUid ? sql`${techUid}` : sql`${bookings.assignedTechUid}`;
  const [clash] = await db
    .select({ reference: other.reference, startsAt: other.startsAt })
    .from(bookings)
    .innerJoin(
      other,
      and(
        sql`${other.assignedTechUid} = ${tech}`,
        ne(other.id, bookings.id),
        eq(other.status, "confirmed"),
        sql`tstzrange(${other.startsAt}, ${other.busyUntil}) && tstzrange(${at}, booking_busy_until(${bookings.services}, ${bookings.homeVisit}, ${at}))`,
      ),
    )
    .where(eq(bookings.reference, reference))
    .limit(1);
  return clash && { reference: clash.reference, startsAt: clash.startsAt! };
}

/**
 * Moves a booking by one action of the table in lib/bookings/status.ts,
 * through changeRecord (locked row, version check, history entry), and in
 * the same transaction records what the entry changed and puts the company's
 * and the customer's e-mails, when given, in the outbox. Nothing is deleted.
 * A confirmation or an assignment the database refuses, because its Tech is
 * Confirmed elsewhere at that time (or two servers' writes deadlocked on
 * that check), is "overlap", naming that booking.
 */
export async function changeBooking(
  db: Database,
  reference: string,
  change: Change,
): Promise<ChangeResult> {
  const { now } = change;
  const fee = change.fee ?? 0;
  // Every Completed booking's customer is invited to review it (§24.1).
  const invite =
    change.action === "complete" ? await reviewInviter(db) : undefined;
  try {
    return await write(db, reference, { ...change, invite }, now, fee);
  } catch (error) {
    if (!isTakenMeanwhile(error)) throw error;
    const clash =
      change.startsAt || change.assign
        ? await clashOf(db, reference, {
            start: change.startsAt,
            techUid: change.assign?.uid,
          })
        : undefined;
    return { ok: false, reason: "overlap", clash };
  }
}

function write(
  db: Database,
  reference: string,
  change: Change & { invite?: (booking: Booking) => Composed | undefined },
  now: Date,
  fee: number,
) {
  return changeRecord(db, bookingRecords, reference, {
    action: change.action,
    by: change.by,
    expectedVersion: change.expectedVersion,
    note: change.note,
    now,
    visible: (current) =>
      change.assignedTo === undefined ||
      current.assignedTechUid === change.assignedTo,
    to: (current) =>
      transition(
        bookingTransitions,
        current.status,
        change.action,
        change.actor,
        inTime({ now, startsAt: current.startsAt }),
      ),
    set: {
      fees: sql`${bookings.fees} + ${fee}`,
      // The confirmed start is also the fee clock, which a change keeps (§21.4).
      ...(change.action === "confirm" && {
        startsAt: change.startsAt,
        lastConfirmedStart: change.startsAt,
      }),
      ...(change.assign && { assignedTechUid: change.assign.uid }),
      // The review window's start (§24.1).
      ...(change.action === "complete" && { completedAt: now }),
      ...(change.preferred && {
        preferredDate: change.preferred.date,
        timeWindow: change.preferred.timeWindow,
        startsAt: null,
      }),
      // A new slot is confirmed at once, so it is also the fee clock (§21.4).
      ...(change.slot && {
        startsAt: change.slot.start,
        lastConfirmedStart: change.slot.start,
        assignedTechUid: change.slot.techUid,
        preferredDate: change.slot.date,
        timeWindow: change.slot.timeWindow,
      }),
    },
    entry: { fee: change.fee ?? null },
    also: async (tx, { before, after, entryId }) => {
      // What the entry changed, for a history that says it (docs/product.md §15.3).
      const moved = change.preferred ?? change.slot;
      if (change.action === "confirm" || moved) {
        await tx.insert(bookingEventChanges).values({
          eventId: entryId,
          ...(change.action === "confirm" && { startsAt: change.startsAt }),
          ...(moved && {
            fromDate: before.preferredDate,
            fromWindow: before.timeWindow,
            fromStartsAt: before.startsAt,
            toDate: moved.date,
            toWindow: moved.timeWindow,
          }),
          ...(change.slot && { startsAt: change.slot.start }),
        });
      }
      await queueMail(
        tx,
        [
          change.notify?.(after),
          change.inform?.(after),
          change.invite?.(after),
          ...(await techMails(tx, before, after, now)),
        ],
        { bookingId: before.id, now },
      );
    },
  });
}
