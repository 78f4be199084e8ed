import "server-only";
import { publishedCatalogue } from "@/lib/server/content/catalogue";
import {
  signAccessToken,
  verifyAccessToken,
} from "@/lib/bookings/access-token";
import { managedBooking } from "@/lib/bookings/manage";
import {
  manageLinkOpens,
  manageLinkReference,
} from "@/lib/bookings/manage-link";
import type { ManageState } from "@/lib/bookings/manage-state";
import { normaliseReference } from "@/lib/bookings/reference";
import type { Booking } from "@/lib/server/bookings/changes";
import { moveChoices, movesBySlot } from "@/lib/server/bookings/move";
import { bookingTokenSecret } from "@/lib/server/secrets";
import { findByReference, historyOf } from "@/lib/server/bookings/visitor";
import type { Database } from "@/lib/server/db/client";
import { publicTechNames } from "@/lib/server/techs/public";
import { formatDateTime } from "@/lib/dates";
import type { BookingSummary } from "@/lib/requests/form-state";
import { bookedTitle } from "@/lib/content/services";
import type { Locale } from "@/data/locale";
import { translator } from "@/lib/i18n/catalogue";
import { readLocale } from "@/lib/locale";

/*
 * Reading one booking for its customer (docs/product.md §13, §21.2): the
 * manage view, and the checks that a link or a token opens that booking.
 * The manage page's actions (lib/server/actions/manage-booking.ts) and its
 * changes (./manage-act.ts) share them.
 */

/** The manage page's server sentences in one language. */
export const manageWords = (locale: Locale) => translator(locale, "manage");
export type ManageWords = ReturnType<typeof manageWords>;

/** The sentences of the request's language (its `locale` field). */
export const saidTo = (formData: FormData) =>
  manageWords(readLocale(formData.get("locale")));

/** Any failure reading a booking: the sentence, with the phone number. */
export const unreachable = (said: ManageWords): ManageState => ({
  step: "find",
  values: {},
  errors: {},
  message: said("unavailable"),
  callUs: true,
});

export function text(formData: FormData, name: string, max: number): string {
  const value = formData.get(name);
  return typeof value === "string" ? value.slice(0, max) : "";
}

export function log(what: string, error: unknown) {
  console.error(`${what}:`, error instanceof Error ? error.message : error);
}

export async function view(
  db: Database,
  booking: Booking,
  locale: Locale,
  now: Date,
  extra: Partial<ManageState> = {},
): Promise<ManageState> {
  const secret = await bookingTokenSecret(db);
  const catalogue = await publishedCatalogue();
  const move =
    extra.step === "change" && movesBySlot(booking)
      ? await moveChoices(db, booking, { now, from: extra.values?.from })
      : undefined;
  return {
    step: "view",
    token: signAccessToken(booking.reference, { secret, now }),
    // The services in the page's language (the record keeps the booked title).
    booking: {
      ...managedBooking(booking, await historyOf(db, booking.id), now, locale),
      lines: booking.services.map((line) => ({
        title: bookedTitle(line, catalogue, locale),
        price: line.price,
      })),
    },
    values: {},
    errors: {},
    move,
    ...extra,
  };
}

/**
 * The booking a mail's manage link opens (docs/product.md §21.2): signed by
 * us, naming that booking, and not past 30 days after its last start.
 */
export async function linked(
  db: Database,
  token: unknown,
  now: Date,
): Promise<Booking | undefined> {
  const secret = await bookingTokenSecret(db);
  const reference = manageLinkReference(token, secret);
  const booking = reference ? await findByReference(db, reference) : undefined;
  return booking && manageLinkOpens(token, booking, { secret, now })
    ? booking
    : undefined;
}

/** The booking a token opens, when the post names that same booking. */
export async function opened(
  db: Database,
  formData: FormData,
  now: Date,
): Promise<Booking | ManageState> {
  const said = saidTo(formData);
  const named = normaliseReference(formData.get("reference"));
  const reference = verifyAccessToken(formData.get("token"), {
    secret: await bookingTokenSecret(db),
    now,
  });
  if (!reference) {
    return {
      step: "find",
      values: named ? { reference: named } : {},
      errors: {},
      message: said("expired"),
    };
  }
  const booking =
    reference === named ? await findByReference(db, reference) : undefined;
  if (!booking) {
    return { step: "find", values: {}, errors: {}, message: said("noMatch") };
  }
  return booking;
}

/** A Confirmed booking's start in full, and its Tech's public name (docs/product.md §23.6). */
export async function confirmedWith(
  db: Database,
  booking: Booking,
  locale: Locale = "en",
): Promise<BookingSummary["confirmed"]> {
  if (booking.status !== "confirmed" || !booking.startsAt) return undefined;
  const tech = booking.assignedTechUid
    ? (await publicTechNames(db)).get(booking.assignedTechUid)
    : undefined;
  return (
    tech && {
      start: formatDateTime(booking.startsAt, undefined, locale),
      tech,
    }
  );
}
