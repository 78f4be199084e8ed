import "server-only";
import { composeBooking } from "@/lib/requests/compose";
import type { BookedService } from "@/lib/requests/reprice";
import type { BookingDetails } from "@/lib/requests/schema";
import { sumPrices } from "@/data/money";
import { customerMailer } from "@/lib/server/customer-mailer";
import type { Database } from "@/lib/server/db/client";
import { bookingEvents, bookings } from "@/lib/server/db/schema";
import { queueMail } from "@/lib/server/outbox";
import { withNewReference } from "@/lib/server/requests/store";
import { techMails } from "./tech-mail";

/** A booking made on a slot: Confirmed at once, for this start and Tech (docs/product.md §23.4). */
export type OnSlot = { readonly start: Date; readonly techUid: string };

/**
 * Stores a booking, its first history entry, the company's e-mail and the
 * customer's "received" (docs/product.md §21) in one transaction, and returns
 * its reference. On a slot it is stored Confirmed, with its start and Tech,
 * and the customer's mail is the "confirmed" one; the database refuses it
 * when the Tech was taken meanwhile (`isExclusionViolation`). When this
 * returns, the booking is kept; the e-mail goes out from the outbox.
 */
export async function createBooking(
  db: Database,
  {
    details,
    booked,
    accountUid = null,
    onSlot,
    draw,
  }: {
    details: BookingDetails;
    booked: readonly BookedService[];
    accountUid?: string | null;
    onSlot?: OnSlot;
    draw?: () => string;
  },
): Promise<string> {
  const inform = await customerMailer(db);
  return withNewReference(async (reference) => {
    const mail = composeBooking(details, booked, reference);
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(bookings)
        .values({
          reference,
          services: booked.map(
            ({ slug, title, price, homeVisit, minutes }) => ({
              slug,
              title,
              price,
              homeVisit,
              ...(minutes !== undefined && { minutes }),
            }),
          ),
          total: sumPrices(booked),
          homeVisit: booked.some((s) => s.homeVisit),
          preferredDate: details.date,
          timeWindow: details.time,
          accountUid,
          firstName: details.firstName,
          lastName: details.lastName,
          phone: details.phone,
          email: details.email,
          address1: details.address1 || null,
          address2: details.address2 || null,
          city: details.city || null,
          state: details.state || null,
          zip: details.zip || null,
          notes: details.notes || null,
          ...(onSlot && {
            status: "confirmed" as const,
            startsAt: onSlot.start,
            lastConfirmedStart: onSlot.start,
            assignedTechUid: onSlot.techUid,
          }),
        })
        .returning();
      await tx.insert(bookingEvents).values({
        bookingId: row!.id,
        actor: accountUid ? "account" : "visitor",
        action: onSlot ? "book_slot" : "request",
        toStatus: row!.status,
      });
      const received = inform(row!, {
        kind: onSlot ? "confirmed" : "received",
      });
      await queueMail(
        tx,
        [mail, received, ...(await techMails(tx, undefined, row!, new Date()))],
        { bookingId: row!.id },
      );
    });
  }, draw);
}
