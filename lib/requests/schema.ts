import * as v from "valibot";
import {
  bookingHorizonDays,
  requestLimits,
  timeWindows,
} from "@/data/request-rules";
import type { Messages } from "next-intl";
import { translator } from "@/lib/i18n/catalogue";
import { readLocale } from "@/lib/locale";
import { isCalendarDate, isoDate } from "@/lib/requests/dates";
import { readZip, zipOf } from "@/lib/zip";

/** A field as the refusals name it (the `refusals.label` messages). */
type Label = keyof Messages["refusals"]["label"];

type Words = ReturnType<typeof translator<"refusals">>;

/**
 * A check's sentence in the language the parse was asked for
 * (`v.safeParse(schema, input, { lang: locale })`), English when none was.
 */
function said(write: (t: Words) => string) {
  return (issue: v.BaseIssue<unknown>) =>
    write(translator(readLocale(issue.lang), "refusals"));
}

/** A check's sentence that names its field. */
function saidOf(label: Label, write: (t: Words, label: string) => string) {
  return said((t) => write(t, t(`label.${label}`)));
}

/** Control characters other than tab; CR and LF would start a new mail header. */
const controlChars = /[\u0000-\u0008\u000a-\u001f\u007f]/;
/** The same, but a multi-line field keeps its line breaks. */
const controlCharsButLines = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

type TextOptions = { optional?: boolean; multiline?: boolean };

/**
 * A text field as a form posts it: missing counts as empty, anything but a
 * string (a file, say) is refused, and the field's own label names the problem.
 */
function text(label: Label, max: number, options: TextOptions = {}) {
  const refuse = options.multiline ? controlCharsButLines : controlChars;
  return v.pipe(
    v.nullish(
      v.string(saidOf(label, (t, l) => t("field.notText", { label: l }))),
      "",
    ),
    // Browsers post a textarea's line breaks as CRLF; the mail uses LF.
    v.transform((value) => value.replace(/\r\n?/g, "\n")),
    v.trim(),
    v.check(
      (value) => options.optional === true || value !== "",
      saidOf(label, (t, l) => t("field.required", { label: l })),
    ),
    v.maxLength(
      max,
      // The limit as bare digits ("5000"), as the sentence always wrote it.
      saidOf(label, (t, l) =>
        t("field.tooLong", { label: l, max: String(max) }),
      ),
    ),
    v.check(
      (value) => !refuse.test(value),
      saidOf(label, (t, l) =>
        t(options.multiline ? "field.unsendable" : "field.oneLine", {
          label: l,
        }),
      ),
    ),
  );
}

function email(label: Label) {
  return v.pipe(
    text(label, requestLimits.email),
    v.email(said((t) => t("field.email"))),
  );
}

/**
 * A number as people write it, with an optional extension at the end
 * ("+1 (347) 555-0111 ext. 22", "x22", "#22"); kept as typed. The seven
 * digits are counted in the number itself, not the extension.
 */
const phonePattern =
  /^([0-9+(). -]*?)(?:\s*(?:ext\.?|extension|x|#)\s*\d{1,6})?$/i;

function phone(label: Label, optional = false) {
  return v.pipe(
    text(label, requestLimits.phone, { optional }),
    v.regex(
      phonePattern,
      saidOf(label, (t, l) => t("field.phoneCharacters", { label: l })),
    ),
    v.check(
      (value) =>
        value === "" ||
        (phonePattern.exec(value)?.[1]?.match(/\d/g)?.length ?? 0) >= 7,
      saidOf(label, (t, l) => t("field.phoneDigits", { label: l })),
    ),
  );
}

export const contactSchema = v.object({
  name: text("name", requestLimits.name),
  phone: phone("contactNumber", true),
  email: email("emailAddress"),
  message: text("message", requestLimits.message, { multiline: true }),
});

export type ContactRequest = v.InferOutput<typeof contactSchema>;

/** The contact form's field names, as the schema lists them. */
export const contactFields = Object.keys(
  contactSchema.entries,
) as (keyof ContactRequest)[];

const unreadService = said((t) => t("field.serviceSlug"));

/** The service list a booking posts: slugs only, as many as a cart could hold and then some. */
export const servicesSchema = v.pipe(
  v.array(
    v.pipe(v.string(unreadService), v.maxLength(100, unreadService)),
    unreadService,
  ),
  v.maxLength(
    requestLimits.services,
    said((t) => t("field.tooManyServices")),
  ),
);

function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

/**
 * The dates a visitor may ask for: today to bookingHorizonDays ahead in their own time
 * zone, which can be a day either side of the server's.
 */
export function bookingDateRange(now: Date): { min: string; max: string } {
  return {
    min: isoDate(addDays(now, -1)),
    max: isoDate(addDays(now, bookingHorizonDays + 1)),
  };
}

/**
 * A preferred date (today to 60 days ahead) and time window: asked when a
 * booking is made and when a visitor moves it (docs/product.md §13.4).
 */
export function preferredEntries(now: Date) {
  const { min, max } = bookingDateRange(now);
  return {
    date: v.pipe(
      text("date", 10),
      v.regex(
        /^\d{4}-\d{2}-\d{2}$/,
        said((t) => t("field.date")),
      ),
      v.check(
        (value) => value >= min && value <= max && isCalendarDate(value),
        said((t) => t("field.dateRange", { days: bookingHorizonDays })),
      ),
    ),
    time: v.picklist(
      timeWindows.map((w) => w.id),
      said((t) => t("field.time")),
    ),
  };
}

export function preferredSchema(now: Date) {
  return v.object(preferredEntries(now));
}

/** The e-mail a booking was made with, as the manage lookup asks for it. */
export const lookupEmailSchema = v.pipe(
  v.nullish(v.string(), ""),
  v.trim(),
  v.maxLength(requestLimits.email),
  v.email(),
);

/**
 * The booking's own fields. The street address is required only when a service
 * in the cart needs a home visit, so the schema is built per request.
 */
export function bookingSchema({
  now,
  homeVisit,
}: {
  now: Date;
  homeVisit: boolean;
}) {
  const address = { optional: !homeVisit };
  return v.object({
    firstName: text("firstName", requestLimits.name),
    lastName: text("lastName", requestLimits.name),
    phone: phone("phone"),
    email: email("email"),
    address1: text("address1", requestLimits.address, address),
    address2: text("address2", requestLimits.address, { optional: true }),
    city: text("city", requestLimits.name, address),
    state: text("state", requestLimits.name, address),
    // Kept as its 5-digit ZIP, the form the Techs' ZIP lists match.
    zip: v.pipe(
      text("zip", requestLimits.zip, address),
      v.check(
        (value) => readZip(value).status !== "malformed",
        (issue) => translator(readLocale(issue.lang), "zip")("malformed"),
      ),
      v.transform((value: string) => zipOf(value)),
    ),
    ...preferredEntries(now),
    notes: text("notes", requestLimits.notes, {
      optional: true,
      multiline: true,
    }),
  });
}

export type BookingDetails = v.InferOutput<ReturnType<typeof bookingSchema>>;

/** The booking form's own field names, as the schema lists them. */
export const bookingFields = Object.keys(
  bookingSchema({ now: new Date(0), homeVisit: false }).entries,
) as (keyof BookingDetails)[];

/**
 * The checkout attempt's key, which the page draws once and sends with every
 * retry (its field is `attempt`): a random UUID, or nothing. A form without
 * one, or with anything else, books as it always did, without the guard.
 */
export function attemptKey(value: unknown): string | undefined {
  const parsed = v.safeParse(v.pipe(v.string(), v.uuid()), value);
  return parsed.success ? parsed.output.toLowerCase() : undefined;
}

/** Each field's first problem, keyed by field name. */
export function fieldErrors(
  issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]],
): Record<string, string> {
  const nested = v.flatten(issues).nested ?? {};
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(nested)) {
    if (messages?.[0]) errors[field] = messages[0];
  }
  return errors;
}
