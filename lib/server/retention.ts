import "server-only";
import { and, inArray, isNull, lt } from "drizzle-orm";
import { eraseChangedBefore } from "@/lib/requests/retention";
import type { Database } from "@/lib/server/db/client";
import {
  bookingEvents,
  bookings,
  messageEvents,
  messages,
  notifications,
} from "@/lib/server/db/schema";

/** What erasing leaves of a notification: that it existed, and how it went. */
const erasedMail = {
  subject: "(erased)",
  text: "",
  html: "",
  replyToName: null,
  replyToAddress: null,
};

/**
 * Erases the personal fields of every request last changed before the
 * retention period (docs/product.md §12.6), with a history entry each. The
 * reference, services, totals, dates and states stay for the company's books.
 * Returns how many bookings and messages were erased.
 */
export async function pruneRequests(
  db: Database,
  now: Date,
): Promise<{ bookings: number; messages: number }> {
  const cutoff = eraseChangedBefore(now);
  return db.transaction(async (tx) => {
    const erasedBookings = await tx
      .update(bookings)
      .set({
        firstName: null,
        lastName: null,
        phone: null,
        email: null,
        address1: null,
        address2: null,
        city: null,
        state: null,
        zip: null,
        notes: null,
        erasedAt: now,
        updatedAt: now,
      })
      .where(and(isNull(bookings.erasedAt), lt(bookings.updatedAt, cutoff)))
      .returning({ id: bookings.id, status: bookings.status });
    if (erasedBookings.length > 0) {
      await tx.insert(bookingEvents).values(
        erasedBookings.map(({ id, status }) => ({
          bookingId: id,
          at: now,
          actor: "system",
          action: "erase",
          fromStatus: status,
          toStatus: status,
          note: "Personal details erased at the end of the retention period.",
        })),
      );
      await tx
        .update(notifications)
        .set(erasedMail)
        .where(
          inArray(
            notifications.bookingId,
            erasedBookings.map((b) => b.id),
          ),
        );
    }
    const erasedMessages = await tx
      .update(messages)
      .set({
        name: null,
        phone: null,
        email: null,
        message: null,
        erasedAt: now,
        updatedAt: now,
      })
      .where(and(isNull(messages.erasedAt), lt(messages.updatedAt, cutoff)))
      .returning({ id: messages.id, status: messages.status });
    if (erasedMessages.length > 0) {
      await tx.insert(messageEvents).values(
        erasedMessages.map(({ id, status }) => ({
          messageId: id,
          at: now,
          actor: "system",
          action: "erase",
          fromStatus: status,
          toStatus: status,
          note: "Personal details erased at the end of the retention period.",
        })),
      );
      await tx
        .update(notifications)
        .set(erasedMail)
        .where(
          inArray(
            notifications.messageId,
            erasedMessages.map((m) => m.id),
          ),
        );
    }
    return { bookings: erasedBookings.length, messages: erasedMessages.length };
  });
}
