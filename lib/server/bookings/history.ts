import "server-only";
import { and, inArray, isNotNull, like } from "drizzle-orm";
import type { BookingStatus } from "@/lib/bookings/status";
import type { Database, Transaction } from "@/lib/server/db/client";
import { bookingEvents, bookings } from "@/lib/server/db/schema";
import { addHistory, bookingRecords } from "@/lib/server/records";

/**
 * A history entry about a booking that leaves its state as it is: another
 * area's step written on the booking (a remote session asked, started or
 * ended, docs/product.md §19), in that area's transaction.
 */
export async function noteOnBooking(
  tx: Transaction,
  entry: {
    bookingId: number;
    at: Date;
    actor: string;
    action: string;
    status: BookingStatus;
    note: string;
  },
): Promise<void> {
  await addHistory(tx, bookingRecords, [
    {
      recordId: entry.bookingId,
      at: entry.at,
      actor: entry.actor,
      action: entry.action,
      fromStatus: entry.status,
      toStatus: entry.status,
      note: entry.note,
    },
  ]);
}

/**
 * Empties the notes of the history entries whose action matches `actions` (a
 * LIKE pattern) on bookings whose personal fields were erased: those notes
 * name the customer's computers.
 */
export async function forgetNotesOfErasedBookings(
  db: Database,
  actions: string,
): Promise<void> {
  const erased = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(isNotNull(bookings.erasedAt));
  await db
    .update(bookingEvents)
    .set({ note: null })
    .where(
      and(
        like(bookingEvents.action, actions),
        isNotNull(bookingEvents.note),
        inArray(bookingEvents.bookingId, erased),
      ),
    );
}
