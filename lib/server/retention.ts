import "server-only";
import { and, isNull, lt } from "drizzle-orm";
import { eraseChangedBefore } from "@/lib/requests/retention";
import type { Database } from "@/lib/server/db/client";
import { bookings, messages } from "@/lib/server/db/schema";
import { eraseBookings, eraseMessages } from "@/lib/server/erasure";

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
  const erasure = {
    now,
    actor: "system",
    note: "Personal details erased at the end of the retention period.",
  };
  return db.transaction(async (tx) => {
    const oldBookings = await tx
      .select({ id: bookings.id, status: bookings.status })
      .from(bookings)
      .where(and(isNull(bookings.erasedAt), lt(bookings.updatedAt, cutoff)))
      .for("update");
    await eraseBookings(tx, oldBookings, erasure);
    const oldMessages = await tx
      .select({ id: messages.id, status: messages.status })
      .from(messages)
      .where(and(isNull(messages.erasedAt), lt(messages.updatedAt, cutoff)))
      .for("update");
    await eraseMessages(tx, oldMessages, erasure);
    return { bookings: oldBookings.length, messages: oldMessages.length };
  });
}
