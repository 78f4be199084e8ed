import "server-only";
import { composeBooking } from "@/lib/bookings/mail/company";
import type { BookedService } from "@/lib/requests/reprice";
import type { BookingDetails } from "@/lib/requests/schema";
import type { Locale } from "@/data/locale";
import { sumPrices } from "@/data/money";
import { customerMailer } from "@/lib/server/bookings/customer-mail";
import type { Database } from "@/lib/server/db/client";
import { mailRows } from "@/lib/server/outbox";
import { insertBookingWithMails } from "@/lib/server/records";
import { withNewReference } from "@/lib/server/requests/store";
import { techEventOf, techMail } from "./tech-mail";

/** A booking made on a slot: Confirmed at once, for this start and Tech (docs/product.md §23.4). */
export type OnSlot = {
  readonly start: Date;
  readonly techUid: string;
  /**
   * The Tech's public name and handle, as the customer's mail names them, and
   * where the Tech's own mail goes (none without an address).
   */
  readonly tech: {
    readonly displayName: string;
    readonly handle: string;
    readonly address: string | null;
  };
};

/**
 * Stores a booking, its first history entry, the company's e-mail and the
 * customer's "received" (docs/product.md §21) in one statement, and returns
 * its reference. On a slot it is stored Confirmed, with its start and Tech,
 * the customer's mail is the "confirmed" one and the Tech is told; the
 * database refuses it when the Tech was taken meanwhile
 * (`isExclusionViolation`). When this returns, the booking is kept; the
 * e-mail goes out from the outbox.
 *
 * One `with` statement writes the three tables: atomic as a transaction is,
 * in one round trip instead of six, which is what a rush of bookings waits
 * on; it is prepared once (`runPrepared`). The mails are composed from the
 * values written, so the row is not read back.
 */
export async function createBooking(
  db: Database,
  {
    details,
    booked,
    accountUid = null,
    onSlot,
    attemptKey = null,
    language = "en",
    draw,
    now,
  }: {
    details: BookingDetails;
    booked: readonly BookedService[];
    accountUid?: string | null;
    onSlot?: OnSlot;
    /** The checkout attempt's key: a second booking with it is refused (./attempt.ts). */
    attemptKey?: string | null;
    /** The language the customer booked in: their mails are written in it. */
    language?: Locale;
    draw?: () => string;
    /** When the booking is made: its mails' manage links are signed from it. */
    now: Date;
  },
): Promise<string> {
  // The mail names the booking's Tech, if any: no other Tech's name is read.
  const inform = await customerMailer(
    db,
    now,
    new Map(onSlot ? [[onSlot.techUid, onSlot.tech]] : []),
  );
  const techTo = onSlot?.tech.address;
  return withNewReference(async (reference) => {
    const row = {
      reference,
      status: onSlot ? ("confirmed" as const) : ("requested" as const),
      version: 1,
      fees: 0,
      services: booked.map(({ slug, title, price, homeVisit, minutes }) => ({
        slug,
        title,
        price,
        homeVisit,
        ...(minutes !== undefined && { minutes }),
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
      startsAt: onSlot?.start ?? null,
      lastConfirmedStart: onSlot?.start ?? null,
      assignedTechUid: onSlot?.techUid ?? null,
      idempotencyKey: attemptKey,
      language,
      createdAt: now,
      updatedAt: now,
    };
    const techEvent = techEventOf(undefined, row);
    const mails = [
      composeBooking(details, booked, reference),
      inform(row, { kind: onSlot ? "confirmed" : "received" }),
      techTo && techEvent
        ? await techMail(techTo, row, techEvent, now)
        : undefined,
    ];
    const event = {
      at: now,
      actor: accountUid ? "account" : "visitor",
      action: onSlot ? "book_slot" : "request",
      toStatus: row.status,
    };
    await insertBookingWithMails(db, {
      booking: row,
      event,
      mails: mailRows(mails, { now }),
    });
  }, draw);
}
