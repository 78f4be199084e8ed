import "server-only";
import { publishedCatalogue } from "@/lib/server/content/catalogue";
import { eq } from "drizzle-orm";
import { company } from "@/data/company";
import {
  composeTechBookingMail,
  type TechBookingEvent,
} from "@/lib/bookings/mail/tech";
import type { Composed } from "@/lib/mail/compose";
import { siteUrl } from "@/lib/site";
import type { Database, Transaction } from "@/lib/server/db/client";
import { bookings, techProfiles } from "@/lib/server/db/schema";

type Booking = typeof bookings.$inferSelect;

/**
 * What the assigned Tech is told of a change, whoever made it
 * (docs/product.md §23.9): confirmed, or, for a booking that was Confirmed,
 * changed or cancelled. Nothing for a booking without a Tech, or a Tech
 * without an address.
 */
export function techEventOf(
  before: Pick<Booking, "status" | "startsAt"> | undefined,
  after: Pick<Booking, "status" | "startsAt">,
): TechBookingEvent | undefined {
  // Moved to another slot, it is confirmed again at the new time (§23.10).
  const moved = before?.startsAt?.getTime() !== after.startsAt?.getTime();
  if (
    after.status === "confirmed" &&
    (before?.status !== "confirmed" || moved)
  ) {
    return "confirmed";
  }
  if (before?.status !== "confirmed") return undefined;
  if (after.status === "cancelled") return "cancelled";
  if (after.status === "requested") return "changed";
  return undefined;
}

/**
 * The Techs' mails about `after`, for the transaction that made the change:
 * the assigned Tech's, and, when a Confirmed booking went to another Tech
 * (a move to a slot only another Tech has, docs/product.md §23.10, or staff's
 * re-assignment, §15.14), the previous Tech's, so their calendar drops it.
 */
export async function techMails(
  tx: Transaction,
  before: Pick<Booking, "status" | "startsAt" | "assignedTechUid"> | undefined,
  after: Booking,
  now: Date,
): Promise<Composed[]> {
  const mails: Composed[] = [];
  const released =
    before?.status === "confirmed" &&
    before.assignedTechUid &&
    before.assignedTechUid !== after.assignedTechUid
      ? before.assignedTechUid
      : undefined;
  if (released) {
    const mail = await composeFor(
      tx,
      released,
      { ...after, startsAt: before!.startsAt },
      "released",
      now,
    );
    if (mail) mails.push(mail);
  }
  // A Tech newly given the booking hears of it as new, whatever it was before.
  const handedOver = before?.assignedTechUid !== after.assignedTechUid;
  const event = techEventOf(handedOver ? undefined : before, after);
  if (event && after.assignedTechUid) {
    const mail = await composeFor(tx, after.assignedTechUid, after, event, now);
    if (mail) mails.push(mail);
  }
  return mails;
}

async function composeFor(
  tx: Transaction,
  techUid: string,
  booking: Booking,
  event: TechBookingEvent,
  now: Date,
): Promise<Composed | undefined> {
  const to = await techAddress(tx, techUid);
  return to ? techMail(to, booking, event, now) : undefined;
}

/** Where a Tech's mails go: the account's address, never shown; undefined without one. */
async function techAddress(
  db: Database | Transaction,
  techUid: string,
): Promise<string | undefined> {
  const [tech] = await db
    .select({ email: techProfiles.email })
    .from(techProfiles)
    .where(eq(techProfiles.uid, techUid));
  return tech?.email || undefined;
}

/** The mail to a Tech at `to` about a booking of theirs. */
export async function techMail(
  to: string,
  booking: Parameters<typeof composeTechBookingMail>[0],
  event: TechBookingEvent,
  now: Date,
): Promise<Composed> {
  const site = siteUrl();
  return composeTechBookingMail(booking, event, {
    company,
    to,
    bookingsUrl: new URL("/tech/bookings", site.origin).href,
    calendar: {
      host: site.host,
      timeZone: company.timeZone,
      now,
      catalogue: await publishedCatalogue(),
    },
  });
}
