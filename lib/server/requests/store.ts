import "server-only";
import { composeBooking, composeContact } from "@/lib/requests/compose";
import { newReference } from "@/lib/requests/reference";
import type { BookedService } from "@/lib/requests/reprice";
import type { BookingDetails, ContactRequest } from "@/lib/requests/schema";
import { sumPrices } from "@/lib/money";
import type { Database } from "@/lib/server/db/client";
import {
  bookingEvents,
  bookings,
  messageEvents,
  messages,
  notifications,
} from "@/lib/server/db/schema";

/** Postgres's code for a unique index that refused a row. */
const uniqueViolation = "23505";

function isReferenceClash(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === uniqueViolation)
      return constraint?.endsWith("reference_key") ?? true;
  }
  return false;
}

/**
 * Runs `write` with a fresh reference until no stored request has it: six
 * random characters rarely clash, and the unique index makes sure they never do.
 */
async function withNewReference(
  write: (reference: string) => Promise<void>,
  draw: () => string = newReference,
): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const reference = draw();
    try {
      await write(reference);
      return reference;
    } catch (error) {
      if (!isReferenceClash(error) || attempt >= 5) throw error;
    }
  }
}

function replyTo(composed: { replyTo: { name: string; address: string } }) {
  return {
    replyToName: composed.replyTo.name,
    replyToAddress: composed.replyTo.address,
  };
}

/**
 * Stores a booking request, its first history entry and the company's e-mail
 * in one transaction, and returns its reference. When this returns, the
 * request is kept; the e-mail goes out from the outbox.
 */
export async function createBooking(
  db: Database,
  {
    details,
    booked,
    accountUid = null,
    draw,
  }: {
    details: BookingDetails;
    booked: readonly BookedService[];
    accountUid?: string | null;
    draw?: () => string;
  },
): Promise<string> {
  return withNewReference(async (reference) => {
    const mail = composeBooking(details, booked, reference);
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(bookings)
        .values({
          reference,
          services: booked.map(({ slug, title, price, homeVisit }) => ({
            slug,
            title,
            price,
            homeVisit,
          })),
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
        })
        .returning({ id: bookings.id });
      await tx.insert(bookingEvents).values({
        bookingId: row!.id,
        actor: accountUid ? "account" : "visitor",
        action: "request",
        toStatus: "requested",
      });
      await tx.insert(notifications).values({
        bookingId: row!.id,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...replyTo(mail),
      });
    });
  }, draw);
}

/** Stores a contact message and the company's e-mail in one transaction. */
export async function createMessage(
  db: Database,
  { request, draw }: { request: ContactRequest; draw?: () => string },
): Promise<string> {
  return withNewReference(async (reference) => {
    const mail = composeContact(request, reference);
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(messages)
        .values({ reference, ...request })
        .returning({ id: messages.id });
      await tx.insert(messageEvents).values({
        messageId: row!.id,
        actor: "visitor",
        action: "send",
        toStatus: "new",
      });
      await tx.insert(notifications).values({
        messageId: row!.id,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...replyTo(mail),
      });
    });
  }, draw);
}
