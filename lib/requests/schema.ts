import * as v from "valibot";
import {
  bookingHorizonDays,
  requestLimits,
  timeWindows,
} from "@/data/request-rules";
import type { Locale } from "@/data/locale";
import { translator } from "@/lib/i18n/catalogue";
import { isoDate } from "@/lib/requests/dates";
import { readZip, zipOf } from "@/lib/zip";

export { isoDate };

/** The field checks' sentences, in the request's language (the catalogue's `fieldChecks`). */
type Checks = ReturnType<typeof translator<"fieldChecks">>;
/** A field's label, as its check's sentence names it. */
type Label = Parameters<Checks>[0] & `labels.${string}`;

const checksIn = (locale: Locale): Checks => translator(locale, "fieldChecks");

/** Control characters other than tab; CR and LF would start a new mail header. */
const controlChars = /[\u0000-\u0008\u000a-\u001f\u007f]/;
/** The same, but a multi-line field keeps its line breaks. */
const controlCharsButLines = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

type TextOptions = { optional?: boolean; multiline?: boolean };

/**
 * A text field as a form posts it: missing counts as empty, anything but a
 * string (a file, say) is refused, and the field's own label names the problem.
 */
function text(
  said: Checks,
  key: Label,
  max: number,
  options: TextOptions = {},
) {
  const refuse = options.multiline ? controlCharsButLines : controlChars;
  const label = said(key);
  return v.pipe(
    v.nullish(v.string(said("notText", { label })), ""),
    // Browsers post a textarea's line breaks as CRLF; the mail uses LF.
    v.transform((value) => value.replace(/\r\n?/g, "\n")),
    v.trim(),
    v.check(
      (value) => options.optional === true || value !== "",
      said("required", { label }),
    ),
    v.maxLength(max, said("tooLong", { label, max: String(max) })),
    v.check(
      (value) => !refuse.test(value),
      options.multiline
        ? said("badCharacters", { label })
        : said("oneLine", { label }),
    ),
  );
}

function email(said: Checks, key: Label) {
  return v.pipe(text(said, key, requestLimits.email), v.email(said("email")));
}

/**
 * A number as people write it, with an optional extension at the end
 * ("+1 (347) 555-0111 ext. 22", "x22", "#22"); kept as typed. The seven
 * digits are counted in the number itself, not the extension.
 */
const phonePattern =
  /^([0-9+(). -]*?)(?:\s*(?:ext\.?|extension|x|#)\s*\d{1,6})?$/i;

function phone(said: Checks, key: Label, optional = false) {
  const label = said(key);
  return v.pipe(
    text(said, key, requestLimits.phone, { optional }),
    v.regex(phonePattern, said("phoneCharacters", { label })),
    v.check(
      (value) =>
        value === "" ||
        (phonePattern.exec(value)?.[1]?.match(/\d/g)?.length ?? 0) >= 7,
      said("phoneDigits", { label }),
    ),
  );
}

/** The contact form's fields, their refusals in `locale`. */
export function contactSchemaIn(locale: Locale) {
  const said = checksIn(locale);
  return v.object({
    name: text(said, "labels.name", requestLimits.name),
    phone: phone(said, "labels.contactNumber", true),
    email: email(said, "labels.emailAddress"),
    message: text(said, "labels.message", requestLimits.message, {
      multiline: true,
    }),
  });
}

/** The contact form's fields, refused in English. */
export const contactSchema = contactSchemaIn("en");

export type ContactRequest = v.InferOutput<typeof contactSchema>;

/** The contact form's field names, as the schema lists them. */
export const contactFields = Object.keys(
  contactSchema.entries,
) as (keyof ContactRequest)[];

/** The service list a booking posts: slugs only, as many as a cart could hold and then some. */
export function servicesSchemaIn(locale: Locale) {
  const said = checksIn(locale);
  return v.pipe(
    v.array(
      v.pipe(v.string(said("service")), v.maxLength(100, said("service"))),
      said("service"),
    ),
    v.maxLength(requestLimits.services, said("tooManyServices")),
  );
}

/** The service list, refused in English. */
export const servicesSchema = servicesSchemaIn("en");

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
export function preferredEntries(now: Date, locale: Locale = "en") {
  const said = checksIn(locale);
  const { min, max } = bookingDateRange(now);
  return {
    date: v.pipe(
      text(said, "labels.date", 10),
      v.regex(/^\d{4}-\d{2}-\d{2}$/, said("date")),
      v.check(
        (value) =>
          value >= min &&
          value <= max &&
          isoDate(new Date(`${value}T00:00:00Z`)) === value,
        said("dateRange", { days: String(bookingHorizonDays) }),
      ),
    ),
    time: v.picklist(
      timeWindows.map((w) => w.id),
      said("time"),
    ),
  };
}

/** A preferred date and window, refused in `locale`. */
export function preferredSchema(now: Date, locale: Locale = "en") {
  return v.object(preferredEntries(now, locale));
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
  locale = "en",
}: {
  now: Date;
  homeVisit: boolean;
  /** The language of its refusals. */
  locale?: Locale;
}) {
  const said = checksIn(locale);
  const address = { optional: !homeVisit };
  return v.object({
    firstName: text(said, "labels.firstName", requestLimits.name),
    lastName: text(said, "labels.lastName", requestLimits.name),
    phone: phone(said, "labels.phone"),
    email: email(said, "labels.email"),
    address1: text(said, "labels.address1", requestLimits.address, address),
    address2: text(said, "labels.address2", requestLimits.address, {
      optional: true,
    }),
    city: text(said, "labels.city", requestLimits.name, address),
    state: text(said, "labels.state", requestLimits.name, address),
    // Kept as its 5-digit ZIP, the form the Techs' ZIP lists match.
    zip: v.pipe(
      text(said, "labels.zip", requestLimits.zip, address),
      v.check(
        (value) => readZip(value).status !== "malformed",
        translator(locale, "zip")("malformed"),
      ),
      v.transform((value: string) => zipOf(value)),
    ),
    ...preferredEntries(now, locale),
    notes: text(said, "labels.notes", requestLimits.notes, {
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
