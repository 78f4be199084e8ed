import "server-only";
import { eq, sql } from "drizzle-orm";
import {
  transition,
  type Actor,
  type BookingAction,
  type BookingStatus,
} from "@/lib/bookings/status";
import type { Composed } from "@/lib/requests/compose";
import type { Database } from "@/lib/server/db/client";
import {
  bookingEventChanges,
  bookingEvents,
  bookings,
  notifications,
} from "@/lib/server/db/schema";
import { outboxRow } from "@/lib/server/outbox";

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
  /** A visitor's change: the new preferred window. */
  readonly preferred?: { readonly date: string; readonly timeWindow: string };
  /** The company's e-mail about this change, built from the booking as it now is. */
  readonly notify?: (booking: Booking) => Composed;
  /** The customer's e-mail about it (docs/product.md §21), when there is one. */
  readonly inform?: (booking: Booking) => Composed | undefined;
  readonly now?: Date;
};

export type ChangeResult =
  | { readonly ok: true; readonly booking: Booking }
  | { readonly ok: false; readonly reason: "not-found" }
  /** Changed since the caller saw it, or in a state the action does not apply to. */
  | {
      readonly ok: false;
      readonly reason: "stale" | "not-allowed";
      readonly booking: Booking;
    };

/**
 * Moves a booking by one action of the table in lib/bookings/status.ts, in one
 * transaction: the row is locked, the version checked, the new state written
 * with a history entry and, when given, the company's and the customer's
 * e-mails put in the outbox. Nothing is deleted.
 */
export async function changeBooking(
  db: Database,
  reference: string,
  change: Change,
): Promise<ChangeResult> {
  const now = change.now ?? new Date();
  return db.transaction(async (tx): Promise<ChangeResult> => {
    const [current] = await tx
      .select()
      .from(bookings)
      .where(eq(bookings.reference, reference))
      .for("update");
    if (
      !current ||
      (change.assignedTo !== undefined &&
        current.assignedTechUid !== change.assignedTo)
    ) {
      return { ok: false, reason: "not-found" };
    }
    if (
      change.expectedVersion !== undefined &&
      change.expectedVersion !== current.version
    ) {
      return { ok: false, reason: "stale", booking: current };
    }
    const to: BookingStatus | undefined = transition(
      current.status,
      change.action,
      change.actor,
      { now, startsAt: current.startsAt },
    );
    if (!to) return { ok: false, reason: "not-allowed", booking: current };
    const fee = change.fee ?? 0;
    const [booking] = await tx
      .update(bookings)
      .set({
        status: to,
        version: sql`${bookings.version} + 1`,
        updatedAt: now,
        fees: sql`${bookings.fees} + ${fee}`,
        // The confirmed start is also the fee clock, which a change keeps (§21.4).
        ...(change.action === "confirm" && {
          startsAt: change.startsAt,
          lastConfirmedStart: change.startsAt,
        }),
        ...(change.preferred && {
          preferredDate: change.preferred.date,
          timeWindow: change.preferred.timeWindow,
          startsAt: null,
        }),
      })
      .where(eq(bookings.id, current.id))
      .returning();
    const [event] = await tx
      .insert(bookingEvents)
      .values({
        bookingId: current.id,
        at: now,
        actor: change.by,
        action: change.action,
        fromStatus: current.status,
        toStatus: to,
        note: change.note || null,
        fee: change.fee ?? null,
      })
      .returning({ id: bookingEvents.id });
    // What the entry changed, for a history that says it (docs/product.md §15.3).
    if (change.action === "confirm" || change.preferred) {
      await tx.insert(bookingEventChanges).values({
        eventId: event!.id,
        ...(change.action === "confirm" && { startsAt: change.startsAt }),
        ...(change.preferred && {
          fromDate: current.preferredDate,
          fromWindow: current.timeWindow,
          fromStartsAt: current.startsAt,
          toDate: change.preferred.date,
          toWindow: change.preferred.timeWindow,
        }),
      });
    }
    const mails = [change.notify?.(booking!), change.inform?.(booking!)];
    for (const mail of mails) {
      if (mail) {
        await tx
          .insert(notifications)
          .values(outboxRow(mail, { bookingId: current.id }));
      }
    }
    return { ok: true, booking: booking! };
  });
}
