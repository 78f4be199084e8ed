import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { isUniqueViolation } from "@/lib/server/db/errors";
import { bookings, techProfiles } from "@/lib/server/db/schema";

/**
 * One checkout attempt: the key the visitor's browser drew for it, sent again
 * with each retry, and the e-mail it books for.
 */
export type Attempt = { readonly key: string; readonly email: string };

/** The booking an attempt stored, as its confirmation names it. */
export type AttemptBooking = {
  readonly reference: string;
  /** On a slot: its start and Tech. */
  readonly start: Date | null;
  readonly tech: {
    readonly handle: string;
    readonly displayName: string;
  } | null;
};

/**
 * The booking an earlier request of this attempt stored, if it was made for
 * the same e-mail: a key is never an answer for someone else's booking.
 */
export async function attemptBooking(
  db: Database,
  { key, email }: Attempt,
): Promise<AttemptBooking | undefined> {
  const [row] = await db
    .select({
      reference: bookings.reference,
      start: bookings.startsAt,
      handle: techProfiles.handle,
      displayName: sql<
        string | null
      >`${techProfiles.published}->>'displayName'`,
    })
    .from(bookings)
    .leftJoin(techProfiles, eq(techProfiles.uid, bookings.assignedTechUid))
    .where(
      and(
        eq(bookings.idempotencyKey, key),
        sql`lower(${bookings.email}) = lower(${email})`,
      ),
    );
  if (!row) return undefined;
  return {
    reference: row.reference,
    start: row.start,
    tech:
      row.handle && row.displayName
        ? { handle: row.handle, displayName: row.displayName }
        : null,
  };
}

/**
 * Books at most once per checkout attempt. A retry whose first request was
 * stored, with its answer lost (a server killed mid-request), meets the
 * unique key, or finds its time taken by that very booking: either way the
 * booking stored first is the answer, and nothing is booked twice. Without an
 * attempt (a form posted by an older page), `book` runs as it is.
 */
export async function bookOnce<T>(
  db: Database,
  attempt: Attempt | undefined,
  book: () => Promise<T>,
  taken: (outcome: T) => boolean,
): Promise<T | AttemptBooking> {
  if (!attempt) return book();
  let outcome: T;
  try {
    outcome = await book();
  } catch (error) {
    if (!isUniqueViolation(error, "bookings_idempotency_key_key")) throw error;
    const first = await attemptBooking(db, attempt);
    // The key is another e-mail's: refused as the error it is.
    if (!first) throw error;
    return first;
  }
  if (!taken(outcome)) return outcome;
  return (await attemptBooking(db, attempt)) ?? outcome;
}
