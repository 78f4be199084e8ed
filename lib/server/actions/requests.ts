"use server";

import "server-only";
import * as v from "valibot";
import { honeypotField, rateLimit } from "@/data/request-rules";
import { sumPrices } from "@/data/money";
import { composeContact, mailtoFor } from "@/lib/requests/compose";
import { visitAddress } from "@/lib/bookings/address";
import { windowLabel } from "@/lib/bookings/manage";
import { composeBooking } from "@/lib/bookings/mail/company";
import type { Composed } from "@/lib/mail/compose";
import type {
  BookingSummary,
  FormState,
  FormValues,
} from "@/lib/requests/form-state";
import { manageLinkUrl, signManageLink } from "@/lib/bookings/manage-link";
import { formatDate, formatDateTime } from "@/lib/dates";
import { bookingTokenSecret } from "@/lib/server/secrets";
import { repriceServices } from "@/lib/requests/reprice";
import {
  attemptKey,
  bookingFields,
  bookingSchema,
  contactFields,
  contactSchema,
  fieldErrors,
  servicesSchema,
} from "@/lib/requests/schema";
import { sendNotificationsAfterResponse } from "@/lib/server/background";
import { database, type Database } from "@/lib/server/db/client";
import { verifiedUser } from "@/lib/server/identity";
import { admitFormPost } from "@/lib/server/admission";
import { createMessage } from "@/lib/server/requests/store";
import { createBooking } from "@/lib/server/bookings/checkout-booking";
import { bookSlot } from "@/lib/server/bookings/slot-booking";
import { bookOnce } from "@/lib/server/bookings/attempt";
import { slotStart } from "@/lib/scheduling/change";
import {
  dateAndWindow,
  offeredDays,
  type OfferedTime,
} from "@/lib/scheduling/labels";
import { company } from "@/data/company";
import { zipServed } from "@/lib/server/scheduling/bookable";
import { translator } from "@/lib/i18n/catalogue";
import { bookedTitle } from "@/lib/content/services";
import type { Locale } from "@/data/locale";
import { readLocale } from "@/lib/locale";

/** What the visitor typed, handed back so the form can show it again. */
function typed(formData: FormData, names: readonly string[]): FormValues {
  const values: FormValues = {};
  for (const name of names) {
    const value = formData.get(name);
    if (typeof value === "string") values[name] = value.slice(0, 20_000);
  }
  return values;
}

function fields(formData: FormData, names: readonly string[]) {
  return Object.fromEntries(names.map((name) => [name, formData.get(name)]));
}

/** What storing a request gave: its reference, or, for a slot taken meanwhile, the nearest free ones. */
type Stored =
  | { reference: string; confirmed?: BookingSummary["confirmed"] }
  | { taken: OfferedTime[]; lost: Date }
  | { fieldErrors: Record<string, string> };

/** A valid request, ready to be kept: how to store it and how it reads as mail. */
type Accepted = {
  store: (db: Database) => Promise<Stored>;
  /** As mail; `null` for a request the database did not keep. */
  compose: (reference: string | null) => Composed;
  booking?: BookingSummary;
};

/** A request turned away as a whole, with every typed value kept. */
function refused(values: FormValues, message: string): FormState {
  return { status: "refused", values, errors: {}, message };
}

function log(what: string, error: unknown) {
  console.error(`${what}:`, error instanceof Error ? error.message : error);
}

/**
 * The one path of both forms, after their own fields are checked: refuse bots
 * and bulk senders, keep the request in the database with its reference, and
 * let the outbox mail the company. Only when the request cannot be kept does
 * the visitor get the fallback: every typed value, the phone number and a
 * mailto: link carrying the whole request.
 */
async function keep(
  formData: FormData,
  values: FormValues,
  accepted: Accepted,
  locale: Locale,
  now: Date,
): Promise<FormState> {
  const said = translator(locale, "refusals");
  const honeypot = formData.get(honeypotField);
  if (honeypot !== null && honeypot !== "") {
    return refused(values, said("automated"));
  }
  let reference: string;
  let confirmation: string | undefined;
  let booking = accepted.booking;
  try {
    const db = await database();
    const allowed = await admitFormPost(db, now);
    if (!allowed) {
      return refused(
        values,
        said("rateLimited", { minutes: rateLimit.windowMinutes }),
      );
    }
    const stored = await accepted.store(db);
    if ("fieldErrors" in stored) {
      return { status: "invalid", values, errors: stored.fieldErrors };
    }
    if ("taken" in stored) {
      // The message names the time lost, and what to do next.
      const lost = formatDateTime(stored.lost, company.timeZone, locale);
      return {
        status: "taken",
        values,
        errors: {
          slot: said("taken", {
            lost,
            nearest: stored.taken.length > 0 ? "yes" : "no",
          }),
        },
        nearest: stored.taken,
      };
    }
    reference = stored.reference;
    if (booking && stored.confirmed) {
      booking = { ...booking, confirmed: stored.confirmed };
    }
    // The confirmation is a page of its own, reached with the booking's
    // link, so it survives a reload (docs/product.md §21.2).
    if (booking) {
      const token = signManageLink(reference, await bookingTokenSecret(db));
      confirmation = manageLinkUrl("", token, "confirmation", locale);
    }
  } catch (error) {
    log("A request could not be stored", error);
    return {
      status: "failed",
      values,
      errors: {},
      mailto: mailtoFor(accepted.compose(null)),
    };
  }
  sendNotificationsAfterResponse();
  return {
    status: "sent",
    values: {},
    errors: {},
    reference,
    booking,
    confirmation,
  };
}

export async function sendContact(
  _previous: FormState,
  formData: FormData,
): Promise<FormState> {
  const now = new Date();
  const values = typed(formData, contactFields);
  const locale = readLocale(formData.get("locale"));
  const parsed = v.safeParse(contactSchema, fields(formData, contactFields), {
    lang: locale,
  });
  if (!parsed.success) {
    const errors = fieldErrors(parsed.issues);
    return { status: "invalid", values, errors };
  }
  const request = parsed.output;
  const kept = await keep(
    formData,
    values,
    {
      store: async (db) => ({
        reference: await createMessage(db, { request, language: locale, now }),
      }),
      compose: (reference) => composeContact(request, reference),
    },
    locale,
    now,
  );
  if (kept.status !== "sent") return kept;
  const t = translator(locale, "contactSent");
  return {
    ...kept,
    said: {
      thanks: t("thanks"),
      referenceIs: t("referenceIs"),
      reply: t("reply"),
      mentionReference: t("mentionReference"),
    },
  };
}

export async function sendBooking(
  _previous: FormState,
  formData: FormData,
): Promise<FormState> {
  const now = new Date();
  const values = typed(formData, bookingFields);
  const locale = readLocale(formData.get("locale"));
  const said = translator(locale, "refusals");
  const slugs = v.safeParse(servicesSchema, formData.getAll("service"), {
    lang: locale,
  });
  if (!slugs.success) {
    return refused(values, slugs.issues[0].message);
  }
  const booked = repriceServices(slugs.output);
  if (booked.length === 0) {
    return refused(values, said("emptyCart"));
  }
  const homeVisit = booked.some((s) => s.homeVisit);
  const slot = slotStart(formData.get("slot"));
  if (slot === "malformed") {
    return refused(values, said("unreadableTime"));
  }
  // On a slot, the date and window the booking keeps are the slot's.
  const raw = fields(formData, bookingFields);
  if (slot) {
    const { date, window } = dateAndWindow(slot, company.timeZone);
    Object.assign(raw, { date, time: window });
  }
  const parsed = v.safeParse(bookingSchema({ now, homeVisit }), raw, {
    lang: locale,
  });
  if (!parsed.success) {
    const errors = fieldErrors(parsed.issues);
    return { status: "invalid", values, errors };
  }
  const details = parsed.output;
  // Signed in: the booking belongs to the account the verified token names
  // (docs/product.md §13.5); a token that does not verify books as a guest.
  const accountUid = (await verifiedUser(formData.get("idToken")))?.uid;
  const key = attemptKey(formData.get("attempt"));
  const attempt = key ? { key, email: details.email } : undefined;
  return keep(
    formData,
    values,
    {
      store: async (db) => {
        const stored = await bookOnce(
          db,
          attempt,
          async (): Promise<Stored> => {
            if (!slot) {
              // A visit is not requested where no Tech goes (docs/product.md §23.7).
              if (homeVisit && !(await zipServed(db, details.zip))) {
                return {
                  fieldErrors: {
                    zip: translator(locale, "zip")("notVisited", {
                      zip: details.zip,
                    }),
                  },
                };
              }
              return {
                reference: await createBooking(db, {
                  details,
                  booked,
                  accountUid,
                  attemptKey: key,
                  language: locale,
                  now,
                }),
              };
            }
            const made = await bookSlot(db, {
              details,
              booked,
              accountUid,
              start: slot,
              now,
              attemptKey: key,
              language: locale,
            });
            if (!made.ok) {
              return {
                lost: slot,
                taken: offeredDays(
                  made.nearest.map((start) => ({ start })),
                  company.timeZone,
                  locale,
                ).flatMap((day) => day.times),
              };
            }
            return {
              reference: made.reference,
              confirmed: {
                start: formatDateTime(made.start, company.timeZone, locale),
                tech: made.tech,
              },
            };
          },
          (outcome) => "taken" in outcome,
        );
        // Only the attempt's earlier booking has a `start` of its own: one
        // stored by a request whose answer was lost.
        if (!("start" in stored)) return stored;
        return {
          reference: stored.reference,
          confirmed:
            stored.start && stored.tech
              ? {
                  start: formatDateTime(stored.start, company.timeZone, locale),
                  tech: stored.tech,
                }
              : undefined,
        };
      },
      compose: (reference) => composeBooking(details, booked, reference),
      booking: {
        lines: booked.map((line) => ({
          title: bookedTitle(line, locale),
          price: line.price,
        })),
        total: sumPrices(booked),
        date: formatDate(details.date, company.timeZone, locale),
        window: windowLabel(details.time, locale),
        homeVisit,
        address: visitAddress({ ...details, homeVisit }),
      },
    },
    locale,
    now,
  );
}
