import "server-only";
import * as v from "valibot";
import { feeFor } from "@/lib/bookings/fees";
import { bookingWhen } from "@/lib/bookings/manage";
import type { ManageState } from "@/lib/bookings/manage-state";
import { composeVisitorChange } from "@/lib/bookings/mail/visitor";
import { fieldErrors, preferredSchema } from "@/lib/requests/schema";
import { sendNotificationsAfterResponse } from "@/lib/server/background";
import { changeBooking, type Booking } from "@/lib/server/bookings/changes";
import {
  moveByVisitor,
  movesBySlot,
  type MoveResult,
} from "@/lib/server/bookings/move";
import { slotStart } from "@/lib/scheduling/change";
import { customerMailer } from "@/lib/server/bookings/customer-mail";
import type { Database } from "@/lib/server/db/client";
import type { ManageCopy } from "@/data/copy/manage";
import type { Locale } from "@/data/locale";
import { readLocale } from "@/lib/locale";
import { saidTo, text, view } from "./manage-view";

/*
 * A customer's cancel or change of an opened booking (docs/product.md §13):
 * the fee quoted, checked again when sent, and the change made and mailed.
 */

function quoteFor(
  action: "cancel" | "change",
  booking: Booking,
  now: Date,
  locale: Locale = "en",
) {
  return feeFor(action, {
    locale,
    status: booking.status,
    startsAt: booking.startsAt,
    lastConfirmedStart: booking.lastConfirmedStart,
    now,
    services: booking.services,
  });
}

export async function act(
  db: Database,
  booking: Booking,
  intent: string,
  formData: FormData,
  now: Date,
): Promise<ManageState> {
  const said = saidTo(formData);
  const locale = readLocale(formData.get("locale"));
  const action = intent.endsWith("cancel") ? "cancel" : "change";
  // The record and the company's mail keep the English reason; the
  // customer's mail gives it in the booking's language.
  const quote = quoteFor(action, booking, now);
  const customerReason = quoteFor(
    action,
    booking,
    now,
    booking.language,
  ).reason;
  if (intent === "view") return view(db, booking, locale, now);
  if (!quote.online) {
    return view(db, booking, locale, now, {
      message: quoteFor(action, booking, now, locale).reason,
      callUs: true,
    });
  }
  if (intent === "ask-cancel" || intent === "ask-change") {
    const from = text(formData, "from", 10);
    return view(db, booking, locale, now, {
      step: action,
      values: from ? { from } : {},
    });
  }
  const version = Number(text(formData, "version", 12));
  const quoted = Number(text(formData, "fee", 12));
  const start =
    intent === "change-slot" ? slotStart(formData.get("slot")) : undefined;
  if (
    intent === "change-slot" &&
    (!(start instanceof Date) || !movesBySlot(booking))
  ) {
    return view(db, booking, locale, now, {
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
    const parsed = v.safeParse(preferredSchema(now, booking.language), values);
    if (!parsed.success) {
      return view(db, booking, locale, now, {
        step: "change",
        values,
        errors: fieldErrors(parsed.issues),
      });
    }
    preferred = { date: parsed.output.date, timeWindow: parsed.output.time };
  }
  if (version !== booking.version) {
    return view(db, booking, locale, now, { message: said.changedMeanwhile });
  }
  if (quoted !== quote.fee) {
    return view(db, booking, locale, now, {
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
      locale,
    });
    return "nearest" in moved || "errors" in moved
      ? view(db, booking, locale, now, { step: "change", ...moved })
      : done(db, now, moved, quote.fee, said.moved, said, locale);
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
              feeReason: customerReason,
            }
          : {
              kind: "changed",
              before: bookingWhen(booking, booking.language),
              fee: quote.fee,
              feeReason: customerReason,
            },
      ),
  });
  return done(
    db,
    now,
    result,
    quote.fee,
    action === "cancel" ? said.cancelled : said.changed,
    said,
    locale,
  );
}

/** The manage view after a cancel or a change went through, or why it did not. */
async function done(
  db: Database,
  now: Date,
  result: MoveResult,
  fee: number,
  notice: string,
  said: ManageCopy,
  locale: Locale,
): Promise<ManageState> {
  if (!result.ok) {
    // A visitor's window change only frees a time, and a move that loses
    // the start to another booking is "taken": what is left is the booking
    // changed meanwhile, or gone.
    const current = "booking" in result ? result.booking : undefined;
    return current
      ? view(db, current, locale, now, { message: said.changedMeanwhile })
      : { step: "find", values: {}, errors: {}, message: said.noMatch };
  }
  sendNotificationsAfterResponse();
  return view(db, result.booking, locale, now, {
    notice: `${notice}. ${said.recorded(fee)}`,
  });
}
