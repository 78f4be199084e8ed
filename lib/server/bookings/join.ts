import "server-only";
import type { Database } from "@/lib/server/db/client";
import { bookingEvents } from "@/lib/server/db/schema";
import { joinBookings } from "@/lib/server/records";
import { joinAccountAction } from "@/lib/bookings/manage";

/**
 * Bookings made without an account, with this account's e-mail in any case,
 * join the account (docs/product.md §22). Call it only with an address the
 * identity provider has verified. A booking that already belongs to an
 * account, or whose personal details are erased, is left alone, so running
 * it again, or on two servers at once, changes nothing more. Each booking
 * that joins gets a history entry. Returns the references that joined.
 */
export async function joinGuestBookings(
  db: Database,
  account: { uid: string; email: string },
  now: Date,
): Promise<string[]> {
  const email = account.email.trim();
  if (!account.uid || !email) return [];
  return db.transaction(async (tx) => {
    const joined = await joinBookings(tx, { uid: account.uid, email }, now);
    if (joined.length > 0) {
      await tx.insert(bookingEvents).values(
        joined.map(({ id, status }) => ({
          bookingId: id,
          at: now,
          actor: "account",
          action: joinAccountAction,
          fromStatus: status,
          toStatus: status,
          note: "Joined the account whose verified e-mail it was booked with.",
        })),
      );
    }
    return joined.map((row) => row.reference);
  });
}
