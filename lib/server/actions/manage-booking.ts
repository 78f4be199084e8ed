"use server";

import "server-only";
import { publishedCatalogue } from "@/lib/server/content/catalogue";
import * as v from "valibot";
import { rateLimit } from "@/data/request-rules";
import { visitAddress } from "@/lib/bookings/address";
import { bookingWhen, statusLabel, windowLabel } from "@/lib/bookings/manage";
import type {
  ConfirmationState,
  ManageState,
} from "@/lib/bookings/manage-state";
import { formatDate } from "@/lib/dates";
import {
  isMessageReference,
  normaliseReference,
} from "@/lib/bookings/reference";
import { lookupEmailSchema } from "@/lib/requests/schema";
import { findByPair, findByReference } from "@/lib/server/bookings/visitor";
import { act } from "@/lib/server/bookings/manage-act";
import {
  confirmedWith,
  linked,
  log,
  manageWords,
  opened,
  saidTo,
  text,
  unreachable,
  view,
} from "@/lib/server/bookings/manage-view";
import { database } from "@/lib/server/db/client";
import { verifiedUser } from "@/lib/server/identity";
import { admitFormPost } from "@/lib/server/admission";
import { bookedTitle } from "@/lib/content/services";
import type { Locale } from "@/data/locale";
import { readLocale } from "@/lib/locale";

/*
 * The manage view of one booking (docs/product.md §13): found by reference
 * and e-mail, by a mail's signed link, or from the signed-in account's list.
 * Reading it is lib/server/bookings/manage-view.ts; changing it, manage-act.ts.
 */

/** The pair, checked under the forms' shared per-client limit (docs/product.md §13.1). */
async function find(formData: FormData, now: Date): Promise<ManageState> {
  const said = saidTo(formData);
  const locale = readLocale(formData.get("locale"));
  const typed = {
    reference: text(formData, "reference", 64),
    email: text(formData, "email", 254),
  };
  const errors: Record<string, string> = {};
  if (typed.reference.trim() === "") {
    errors.reference = said("enterReference");
  }
  if (typed.email.trim() === "") {
    errors.email = said("enterEmail");
  }
  if (isMessageReference(typed.reference)) {
    errors.reference = said("messageNotBooking");
  }
  if (Object.keys(errors).length > 0) {
    return { step: "find", values: typed, errors };
  }
  const db = await database();
  const allowed = await admitFormPost(db, now);
  if (!allowed) {
    return {
      step: "find",
      values: typed,
      errors: {},
      message: said("rateLimited", { minutes: rateLimit.windowMinutes }),
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
    return {
      step: "find",
      values: typed,
      errors: {},
      message: said("noMatch"),
    };
  }
  return view(db, booking, locale, now);
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
  const locale = readLocale(formData.get("locale"));
  const now = new Date();
  try {
    if (intent === "find") return await find(formData, now);
    if (intent === "link") {
      const db = await database();
      const booking = await linked(db, formData.get("link"), now);
      return booking
        ? await view(db, booking, locale, now)
        : {
            step: "find",
            values: {},
            errors: {},
            message: said("linkRefused"),
          };
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
    const booking = await opened(db, formData, now);
    if (!("id" in booking)) return booking;
    return await act(db, booking, intent, formData, now);
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

export async function bookingConfirmation(
  token: string,
  locale: Locale = "en",
): Promise<ConfirmationState> {
  const said = manageWords(locale);
  try {
    const db = await database();
    const booking = await linked(db, token, new Date());
    if (!booking) return { ok: false, message: said("linkRefused") };
    const catalogue = await publishedCatalogue();
    return {
      ok: true,
      reference: booking.reference,
      booking: {
        lines: booking.services.map((line) => ({
          title: bookedTitle(line, catalogue, locale),
          price: line.price,
        })),
        total: booking.total,
        date: formatDate(booking.preferredDate, undefined, locale),
        window: windowLabel(booking.timeWindow, locale),
        homeVisit: booking.homeVisit,
        address: visitAddress(booking),
        confirmed: await confirmedWith(db, booking, locale),
      },
      statusLabel: statusLabel(booking.status, locale),
      when: bookingWhen(booking, locale),
    };
  } catch (error) {
    log("Opening a booking's confirmation failed", error);
    return { ok: false, message: said("unavailable") };
  }
}

/** The manage view of one of the account's bookings, with nothing to type. */
export async function openAccountBooking(
  idToken: string,
  reference: string,
  locale: Locale = "en",
): Promise<ManageState> {
  const said = manageWords(locale);
  try {
    const user = await verifiedUser(idToken);
    const wanted = normaliseReference(reference);
    const db = await database();
    const booking =
      user && wanted ? await findByReference(db, wanted) : undefined;
    if (!booking || booking.accountUid !== user?.uid) {
      return { step: "find", values: {}, errors: {}, message: said("noMatch") };
    }
    return await view(db, booking, locale, new Date());
  } catch (error) {
    log("Opening an account's booking failed", error);
    return unreachable(said);
  }
}
