import "server-only";
import { and, eq, inArray, isNull, lt } from "drizzle-orm";
import { eraseChangedBefore } from "@/lib/requests/retention";
import type { Database } from "@/lib/server/db/client";
import {
  bookings,
  membershipEvents,
  membershipReminders,
  memberships,
  messages,
  notifications,
} from "@/lib/server/db/schema";
import { eraseBookings, eraseMessages } from "@/lib/server/erasure";
import { eraseMails } from "@/lib/server/outbox";

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

/**
 * Memberships under the same rule (docs/product.md §20.7): one that ended
 * before the retention period loses the member's e-mail address, the notes
 * of its history and the text of the e-mails sent about it, with a history
 * entry. The plan, prices and dates stay. Returns how many were erased.
 */
export async function pruneMemberships(
  db: Database,
  now: Date,
): Promise<number> {
  const cutoff = eraseChangedBefore(now);
  return db.transaction(async (tx) => {
    const old = await tx
      .select()
      .from(memberships)
      .where(
        and(
          eq(memberships.status, "ended"),
          isNull(memberships.erasedAt),
          lt(memberships.updatedAt, cutoff),
        ),
      )
      .for("update");
    if (old.length === 0) return 0;
    const ids = old.map((row) => row.id);
    const events = await tx
      .select({ id: membershipEvents.notificationId })
      .from(membershipEvents)
      .where(inArray(membershipEvents.membershipId, ids));
    const reminders = await tx
      .select({ id: membershipReminders.notificationId })
      .from(membershipReminders)
      .where(inArray(membershipReminders.membershipId, ids));
    const mails = [...events, ...reminders]
      .map((row) => row.id)
      .filter((id): id is number => id !== null);
    if (mails.length > 0) {
      await eraseMails(tx, inArray(notifications.id, mails));
    }
    await tx
      .update(membershipEvents)
      .set({ note: null })
      .where(inArray(membershipEvents.membershipId, ids));
    await tx
      .update(memberships)
      .set({ email: null, erasedAt: now })
      .where(inArray(memberships.id, ids));
    await tx.insert(membershipEvents).values(
      old.map((row) => ({
        membershipId: row.id,
        at: now,
        actor: "system",
        action: "erase",
        fromStatus: row.status,
        toStatus: row.status,
        termStart: row.termStart,
        termEnd: row.termEnd,
        note: "Personal details erased at the end of the retention period.",
      })),
    );
    return old.length;
  });
}
