"use server";

import "server-only";
import { headers } from "next/headers";
import * as v from "valibot";
import { honeypotField, rateLimit } from "@/data/requests";
import { sumPrices } from "@/lib/money";
import {
  composeBooking,
  composeContact,
  mailtoFor,
  timeWindowLabel,
  type Composed,
} from "@/lib/requests/compose";
import type { FormState, FormValues } from "@/lib/requests/form-state";
import { deliver } from "@/lib/server/requests/mailer";
import {
  clientAddress,
  createRateLimiter,
  rateLimitFrom,
} from "@/lib/requests/rate-limit";
import { newReference } from "@/lib/requests/reference";
import { repriceServices } from "@/lib/requests/reprice";
import {
  bookingSchema,
  contactSchema,
  fieldErrors,
  servicesSchema,
} from "@/lib/requests/schema";

const limiter = createRateLimiter({
  windowMs: rateLimit.windowMinutes * 60_000,
});

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

/** Refuses bots and bulk senders before anything is composed. */
async function refusal(formData: FormData): Promise<string | undefined> {
  const honeypot = formData.get(honeypotField);
  if (honeypot !== null && honeypot !== "") {
    return "This request looks automated, so it was not sent.";
  }
  const limit = rateLimitFrom(process.env.FORM_RATE_LIMIT, rateLimit.requests);
  const address = clientAddress((await headers()).get("x-forwarded-for"));
  if (!limiter.allow(address, limit)) {
    return `Too many requests have come from your connection in the last ${rateLimit.windowMinutes} minutes, so this one was not sent. Please try again later.`;
  }
  return undefined;
}

/** A request turned away as a whole, with every typed value kept. */
function refused(values: FormValues, message: string): FormState {
  return { status: "refused", values, errors: {}, message };
}

/** Sends, and on failure hands back the request as a mailto: link. */
async function send(
  composed: Composed,
  reference: string,
  values: FormValues,
): Promise<FormState> {
  try {
    await deliver(composed);
    return { status: "sent", values: {}, errors: {}, reference };
  } catch (error) {
    console.error(
      `Request ${reference} could not be mailed:`,
      error instanceof Error ? error.message : error,
    );
    return {
      status: "failed",
      values,
      errors: {},
      reference,
      mailto: mailtoFor(composed),
    };
  }
}

const contactFields = ["name", "phone", "email", "message"] as const;

export async function sendContact(
  _previous: FormState,
  formData: FormData,
): Promise<FormState> {
  const values = typed(formData, contactFields);
  const parsed = v.safeParse(contactSchema, fields(formData, contactFields));
  if (!parsed.success) {
    return { status: "invalid", values, errors: fieldErrors(parsed.issues) };
  }
  const refusedBecause = await refusal(formData);
  if (refusedBecause) return refused(values, refusedBecause);
  const reference = newReference();
  return send(composeContact(parsed.output, reference), reference, values);
}

const bookingFields = [
  "firstName",
  "lastName",
  "phone",
  "email",
  "address1",
  "address2",
  "city",
  "state",
  "zip",
  "date",
  "time",
  "notes",
] as const;

export async function sendBooking(
  _previous: FormState,
  formData: FormData,
): Promise<FormState> {
  const values = typed(formData, bookingFields);
  const slugs = v.safeParse(servicesSchema, formData.getAll("service"));
  if (!slugs.success) {
    return refused(values, slugs.issues[0].message);
  }
  const booked = repriceServices(slugs.output);
  if (booked.length === 0) {
    return refused(
      values,
      "Your cart is empty, so there is nothing to book yet. Add a service first.",
    );
  }
  const homeVisit = booked.some((s) => s.homeVisit);
  const parsed = v.safeParse(
    bookingSchema({ now: new Date(), homeVisit }),
    fields(formData, bookingFields),
  );
  if (!parsed.success) {
    return { status: "invalid", values, errors: fieldErrors(parsed.issues) };
  }
  const refusedBecause = await refusal(formData);
  if (refusedBecause) return refused(values, refusedBecause);
  const reference = newReference();
  const state = await send(
    composeBooking(parsed.output, booked, reference),
    reference,
    values,
  );
  return {
    ...state,
    booking: {
      lines: booked.map(({ title, price }) => ({ title, price })),
      total: sumPrices(booked),
      date: parsed.output.date,
      window: timeWindowLabel(parsed.output.time),
      homeVisit,
    },
  };
}
