"use server";

import "server-only";
import * as v from "valibot";
import { rateLimit } from "@/data/request-rules";
import {
  signAccessToken,
  verifyAccessToken,
} from "@/lib/bookings/access-token";
import { visitAddress } from "@/lib/bookings/address";
import { feeFor } from "@/lib/bookings/fees";
import {
  bookingWhen,
  managedBooking,
  windowLabel,
} from "@/lib/bookings/manage";
import {
  manageLinkOpens,
  manageLinkReference,
} from "@/lib/bookings/manage-link";
import type {
  ConfirmationState,
  ManageState,
} from "@/lib/bookings/manage-state";
import { formatDate } from "@/lib/dates";
import {
  isMessageReference,
  normaliseReference,
} from "@/lib/bookings/reference";
import { bookingStatusLabels } from "@/lib/bookings/status";
import { composeVisitorChange } from "@/lib/bookings/mail/visitor";
import {
  fieldErrors,
  lookupEmailSchema,
  preferredSchema,
} from "@/lib/requests/schema";
import { sendNotificationsAfterResponse } from "@/lib/server/background";
import { changeBooking, type Booking } from "@/lib/server/bookings/changes";
import {
  moveByVisitor,
  moveChoices,
  movesBySlot,
  type MoveResult,
} from "@/lib/server/bookings/move";
import { slotStart } from "@/lib/scheduling/change";
import { customerMailer } from "@/lib/server/bookings/customer-mail";
import { bookingTokenSecret } from "@/lib/server/secrets";
import {
  findByPair,
  findByReference,
  historyOf,
} from "@/lib/server/bookings/visitor";
import { database, type Database } from "@/lib/server/db/client";
import { verifiedUser } from "@/lib/server/identity";
import { admitFormPost } from "@/lib/server/admission";
import { publicTechNames } from "@/lib/server/techs/public";
import { formatDateTime } from "@/lib/dates";
import type { BookingSummary } from "@/lib/requests/form-state";
import { manageCopy, type ManageCopy } from "@/data/copy/manage";
import { fieldErrorsIn } from "@/data/copy/refusals";
import type { Locale } from "@/data/locale";
import { readLocale } from "@/lib/locale";

/*
 * The manage view of one booking (docs/product.md §13): found by reference
 * and e-mail, by a mail's signed link, or from the signed-in account's list.
 */

/** The sentences of the request's language (its `locale` field). */
const saidTo = (formData: FormData) =>
  manageCopy[readLocale(formData.get("locale"))];

/** Any failure reading a booking: the sentence, with the phone number. */
const unreachable = (said: ManageCopy): ManageState => ({
  step: "find",
  values: {},
  errors: {},
  message: said.unavailable,
  callUs: true,
});

function text(formData: FormData, name: string, max: number): string {
  const value = formData.get(name);
  return typeof value === "string" ? value.slice(0, max) : "";
}

function log(what: string, error: unknown) {
  console.error(`${what}:`, error instanceof Error ? error.message : error);
}

async function view(
  db: Database,
  booking: Booking,
  extra: Partial<ManageState> = {},
): Promise<ManageState> {
  const now = new Date();
  const secret = await bookingTokenSecret(db);
  const move =
    extra.step === "change" && movesBySlot(booking)
      ? await moveChoices(db, booking, { now, from: extra.values?.from })
      : undefined;
  return {
    step: "view",
    token: signAccessToken(booking.reference, { secret, now }),
    booking: managedBooking(booking, await historyOf(db, booking.id), now),
    values: {},
    errors: {},
    move,
    ...extra,
  };
}

/** The pair, checked under the forms' shared per-client limit (docs/product.md §13.1). */
async function find(formData: FormData): Promise<ManageState> {
  const said = saidTo(formData);
  const typed = {
    reference: text(formData, "reference", 64),
    email: text(formData, "email", 254),
  };
  const errors: Record<string, string> = {};
  if (typed.reference.trim() === "") {
    errors.reference = said.enterReference;
  }
  if (typed.email.trim() === "") {
    errors.email = said.enterEmail;
  }
  if (isMessageReference(typed.reference)) {
    errors.reference = said.messageNotBooking;
  }
  if (Object.keys(errors).length > 0) {
    return { step: "find", values: typed, errors };
  }
  const db = await database();
  const allowed = await admitFormPost(db);
  if (!allowed) {
    return {
      step: "find",
      values: typed,
      errors: {},
      message: said.rateLimited(rateLimit.windowMinutes),
      callUs: true,
    };
  }
  const reference = normaliseReference(typed.reference);
  const email = v.safeParse(lookupEmailSchema, typed.email);
  const booking =
    reference && email.success
      ? await findByPair(db, reference, email.output)
      : undefined;
  if (!booking) {
    return { step: "find", values: typed, errors: {}, message: said.noMatch };
  }
  return view(db, booking);
}

/**
 * The booking a mail's manage link opens (docs/product.md §21.2): signed by
 * us, naming that booking, and not past 30 days after its last start.
 */
async function linked(
  db: Database,
  token: unknown,
): Promise<Booking | undefined> {
  const secret = await bookingTokenSecret(db);
  const reference = manageLinkReference(token, secret);
  const booking = reference ? await findByReference(db, reference) : undefined;
  return booking && manageLinkOpens(token, booking, { secret, now: new Date() })
    ? booking
    : undefined;
}

/** The booking a token opens, when the post names that same booking. */
async function opened(
  db: Database,
  formData: FormData,
): Promise<Booking | ManageState> {
  const said = saidTo(formData);
  const named = normaliseReference(formData.get("reference"));
  const reference = verifyAccessToken(formData.get("token"), {
    secret: await bookingTokenSecret(db),
    now: new Date(),
  });
  if (!reference) {
    return {
      step: "find",
      values: named ? { reference: named } : {},
      errors: {},
      message: said.expired,
    };
  }
  const booking =
    reference === named ? await findByReference(db, reference) : undefined;
  if (!booking) {
    return { step: "find", values: {}, errors: {}, message: said.noMatch };
  }
  return booking;
}

function quoteFor(action: "cancel" | "change", booking: Booking, now: Date) {
  return feeFor(action, {
    status: booking.status,
    startsAt: booking.startsAt,
    lastConfirmedStart: booking.lastConfirmedStart,
    now,
    services: booking.services,
  });
}

async function act(
  db: Database,
  booking: Booking,
  intent: string,
  formData: FormData,
): Promise<ManageState> {
  const said = saidTo(formData);
  const action = intent.endsWith("cancel") ? "cancel" : "change";
  const now = new Date();
  const quote = quoteFor(action, booking, now);
  if (intent === "view") return view(db, booking);
  if (!quote.online) {
    return view(db, booking, { message: quote.reason, callUs: true });
  }
  if (intent === "ask-cancel" || intent === "ask-change") {
    const from = text(formData, "from", 10);
    return view(db, booking, { step: action, values: from ? { from } : {} });
  }
  const version = Number(text(formData, "version", 12));
  const quoted = Number(text(formData, "fee", 12));
  const start =
    intent === "change-slot" ? slotStart(formData.get("slot")) : undefined;
  if (
    intent === "change-slot" &&
    (!(start instanceof Date) || !movesBySlot(booking))
  ) {
    return view(db, booking, {
      step: "change",
      errors: { slot: said.pickOffered },
    });
  }
  let preferred: { date: string; timeWindow: string } | undefined;
  if (intent === "change") {
    const values = {
      date: text(formData, "date", 10),
      time: text(formData, "time", 20),
    };
    const parsed = v.safeParse(preferredSchema(now), values);
    if (!parsed.success) {
      return view(db, booking, {
        step: "change",
        values,
        errors: fieldErrorsIn(fieldErrors(parsed.issues), booking.language),
      });
    }
    preferred = { date: parsed.output.date, timeWindow: parsed.output.time };
  }
  if (version !== booking.version) {
    return view(db, booking, { message: said.changedMeanwhile });
  }
  if (quoted !== quote.fee) {
    return view(db, booking, {
      step: action,
      message: said.feeChanged(quote.fee),
    });
  }
  const before = bookingWhen(booking);
  const inform = await customerMailer(db, now);
  if (start instanceof Date) {
    const moved = await moveByVisitor(db, booking, start, {
      expectedVersion: version,
      quote,
      inform,
      now,
    });
    return "nearest" in moved || "errors" in moved
      ? view(db, booking, { step: "change", ...moved })
      : done(db, moved, quote.fee, said.moved, said);
  }
  const result = await changeBooking(db, booking.reference, {
    action,
    actor: "visitor",
    by: "visitor",
    expectedVersion: version,
    fee: quote.fee,
    preferred,
    now,
    notify: (changed) =>
      composeVisitorChange(
        changed,
        action === "cancel"
          ? { action, fee: quote.fee, reason: quote.reason }
          : { action, fee: quote.fee, reason: quote.reason, before },
        now,
      ),
    inform: (changed) =>
      inform(
        changed,
        action === "cancel"
          ? {
              kind: "cancelled",
              by: "customer",
              fee: quote.fee,
              feeReason: quote.reason,
            }
          : {
              kind: "changed",
              before: bookingWhen(booking, booking.language),
              fee: quote.fee,
              feeReason: quote.reason,
            },
      ),
  });
  return done(
    db,
    result,
    quote.fee,
    action === "cancel" ? said.cancelled : said.changed,
    said,
  );
}

/** The manage view after a cancel or a change went through, or why it did not. */
async function done(
  db: Database,
  result: MoveResult,
  fee: number,
  notice: string,
  said: ManageCopy,
): Promise<ManageState> {
  if (!result.ok) {
    // A visitor's window change only frees a time, and a move that loses
    // the start to another booking is "taken": what is left is the booking
    // changed meanwhile, or gone.
    const current = "booking" in result ? result.booking : undefined;
    return current
      ? view(db, current, { message: said.changedMeanwhile })
      : { step: "find", values: {}, errors: {}, message: said.noMatch };
  }
  sendNotificationsAfterResponse();
  return view(db, result.booking, {
    notice: `${notice}. ${said.recorded(fee)}`,
  });
}

/**
 * The manage view's one action (docs/product.md §13): find a booking by its
 * reference and e-mail, then look, cancel or change with the signed token that
 * finding it gave. Every post proves access again; none answers with an error
 * page.
 */
export async function manageBooking(
  _previous: ManageState,
  formData: FormData,
): Promise<ManageState> {
  const intent = text(formData, "intent", 20);
  const said = saidTo(formData);
  try {
    if (intent === "find") return await find(formData);
    if (intent === "link") {
      const db = await database();
      const booking = await linked(db, formData.get("link"));
      return booking
        ? await view(db, booking)
        : { step: "find", values: {}, errors: {}, message: said.linkRefused };
    }
    if (
      !["view", "ask-cancel", "cancel", "ask-change", "change"].includes(
        intent,
      ) &&
      intent !== "change-slot"
    ) {
      return { step: "find", values: {}, errors: {} };
    }
    const db = await database();
    const booking = await opened(db, formData);
    if (!("id" in booking)) return booking;
    return await act(db, booking, intent, formData);
  } catch (error) {
    log("Managing a booking failed", error);
    return unreachable(said);
  }
}

/**
 * The confirmation of a booking request, as its own page reached with the
 * booking's link, so that it survives a reload (docs/product.md §21.2).
 */
/** A Confirmed booking's start in full, and its Tech's public name (docs/product.md §23.6). */
async function confirmedWith(
  db: Database,
  booking: Booking,
): Promise<BookingSummary["confirmed"]> {
  if (booking.status !== "confirmed" || !booking.startsAt) return undefined;
  const tech = booking.assignedTechUid
    ? (await publicTechNames(db)).get(booking.assignedTechUid)
    : undefined;
  return tech && { start: formatDateTime(booking.startsAt), tech };
}

export async function bookingConfirmation(
  token: string,
  locale: Locale = "en",
): Promise<ConfirmationState> {
  const said = manageCopy[locale];
  try {
    const db = await database();
    const booking = await linked(db, token);
    if (!booking) return { ok: false, message: said.linkRefused };
    return {
      ok: true,
      reference: booking.reference,
      booking: {
        lines: booking.services.map(({ title, price }) => ({ title, price })),
        total: booking.total,
        date: formatDate(booking.preferredDate, undefined, locale),
        window: windowLabel(booking.timeWindow, locale),
        homeVisit: booking.homeVisit,
        address: visitAddress(booking),
        confirmed: await confirmedWith(db, booking),
      },
      statusLabel: bookingStatusLabels[booking.status],
      when: bookingWhen(booking, locale),
    };
  } catch (error) {
    log("Opening a booking's confirmation failed", error);
    return { ok: false, message: said.unavailable };
  }
}

/** The manage view of one of the account's bookings, with nothing to type. */
export async function openAccountBooking(
  idToken: string,
  reference: string,
  locale: Locale = "en",
): Promise<ManageState> {
  const said = manageCopy[locale];
  try {
    const user = await verifiedUser(idToken);
    const wanted = normaliseReference(reference);
    const db = await database();
    const booking =
      user && wanted ? await findByReference(db, wanted) : undefined;
    if (!booking || booking.accountUid !== user?.uid) {
      return { step: "find", values: {}, errors: {}, message: said.noMatch };
    }
    return await view(db, booking);
  } catch (error) {
    log("Opening an account's booking failed", error);
    return unreachable(said);
  }
}
