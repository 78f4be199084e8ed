import "server-only";
import { and, eq, gt, isNotNull, lte, sql } from "drizzle-orm";
import { reminderHours } from "@/lib/bookings/mail/customer";
import { customerMailer } from "@/lib/server/bookings/customer-mail";
import type { Database } from "@/lib/server/db/client";
import { bookingReminders, bookings } from "@/lib/server/db/schema";
import { queueMail } from "@/lib/server/outbox";

const hour = 60 * 60_000;

/**
 * Puts a reminder in the outbox for every confirmed booking that starts within
 * `reminderHours` (docs/product.md §21.1). Periodic work: safe to run twice,
 * or on two servers at once, because each booking and start gets one row in
 * booking_reminders, and only the run whose insert lands writes the mail, in
 * the same transaction. A booking confirmed inside that window is skipped:
 * its confirmation already said when. Returns how many reminders it wrote.
 */
export async function queueReminders(db: Database, now: Date): Promise<number> {
  const horizon = new Date(now.getTime() + reminderHours * hour);
  const due = await db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.status, "confirmed"),
        isNotNull(bookings.email),
        gt(bookings.startsAt, now),
        lte(bookings.startsAt, horizon),
        sql`${bookings.updatedAt} <= ${bookings.startsAt} - make_interval(hours => ${reminderHours})`,
        sql`not exists (select 1 from ${bookingReminders} r where r.booking_id = ${bookings.id} and r.starts_at = ${bookings.startsAt})`,
      ),
    );
  if (due.length === 0) return 0;
  const inform = await customerMailer(db, now);
  let written = 0;
  for (const booking of due) {
    const mail = inform(booking, { kind: "reminder" });
    if (!mail) continue;
    await db.transaction(async (tx) => {
      // Still confirmed for that start, now that the row is locked.
      const [current] = await tx
        .select({ status: bookings.status, startsAt: bookings.startsAt })
        .from(bookings)
        .where(eq(bookings.id, booking.id))
        .for("update");
      if (
        current?.status !== "confirmed" ||
        current.startsAt?.getTime() !== booking.startsAt!.getTime()
      ) {
        return;
      }
      const claimed = await tx
        .insert(bookingReminders)
        .values({
          bookingId: booking.id,
          startsAt: booking.startsAt!,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (claimed.length === 0) return;
      await queueMail(tx, [mail], { bookingId: booking.id, now });
      written++;
    });
  }
  return written;
}
