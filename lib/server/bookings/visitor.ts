import "server-only";
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { bookingEvents, bookings } from "@/lib/server/db/schema";
import type { Booking } from "@/lib/server/bookings/changes";
import { eraseBookings } from "@/lib/server/erasure";

/**
 * The booking with this reference whose e-mail is this one, whatever its
 * case, or undefined: a wrong reference and a wrong e-mail look the same.
 */
export async function findByPair(
  db: Database,
  reference: string,
  email: string,
): Promise<Booking | undefined> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.reference, reference),
        sql`lower(${bookings.email}) = lower(${email})`,
      ),
    );
  return row;
}

export async function findByReference(
  db: Database,
  reference: string,
): Promise<Booking | undefined> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(eq(bookings.reference, reference));
  return row;
}

/** The booking's history, oldest first. */
export async function historyOf(db: Database, bookingId: number) {
  return db
    .select({
      at: bookingEvents.at,
      actor: bookingEvents.actor,
      action: bookingEvents.action,
      toStatus: bookingEvents.toStatus,
      fee: bookingEvents.fee,
    })
    .from(bookingEvents)
    .where(eq(bookingEvents.bookingId, bookingId))
    .orderBy(asc(bookingEvents.at), asc(bookingEvents.id));
}

/** Every booking made from an account, newest first. */
export async function bookingsOfAccount(
  db: Database,
  uid: string,
): Promise<Booking[]> {
  return db
    .select()
    .from(bookings)
    .where(eq(bookings.accountUid, uid))
    .orderBy(desc(bookings.createdAt), desc(bookings.id));
}

/** What the checkout fills in for an account: the details of its last booking. */
export type AccountDetails = {
  firstName: string;
  lastName: string;
  phone: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
};

export async function lastDetailsOfAccount(
  db: Database,
  uid: string,
): Promise<AccountDetails | undefined> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.accountUid, uid), isNull(bookings.erasedAt)))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(1);
  if (!row) return undefined;
  return {
    firstName: row.firstName ?? "",
    lastName: row.lastName ?? "",
    phone: row.phone ?? "",
    address1: row.address1 ?? "",
    address2: row.address2 ?? "",
    city: row.city ?? "",
    state: row.state ?? "",
    zip: row.zip ?? "",
  };
}

export type ErasureResult =
  | { readonly ok: true; readonly erased: number }
  /** A booking still open: the account stays, and nothing is erased. */
  | { readonly ok: false; readonly open: readonly string[] };

/**
 * Before an account is deleted: refused while one of its bookings is
 * Requested or Confirmed; otherwise the personal fields of all its bookings
 * (and of the company's e-mails about them) are erased, with a history entry
 * each, in one transaction. Reference, services, totals, dates and states
 * stay for the company's books (docs/product.md §13.5).
 */
export async function eraseAccountBookings(
  db: Database,
  uid: string,
  now: Date,
): Promise<ErasureResult> {
  return db.transaction(async (tx): Promise<ErasureResult> => {
    const owned = await tx
      .select({
        id: bookings.id,
        reference: bookings.reference,
        status: bookings.status,
        erasedAt: bookings.erasedAt,
      })
      .from(bookings)
      .where(eq(bookings.accountUid, uid))
      .for("update");
    const open = owned.filter(
      (b) => b.status === "requested" || b.status === "confirmed",
    );
    if (open.length > 0) {
      return { ok: false, open: open.map((b) => b.reference) };
    }
    await eraseBookings(tx, owned, {
      now,
      actor: "account",
      note: "Personal details erased: the account was deleted.",
    });
    return { ok: true, erased: owned.length };
  });
}
