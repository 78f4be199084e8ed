import * as v from "valibot";
import {
  bookingHorizonDays,
  requestLimits,
  timeWindows,
} from "@/data/request-rules";
import { readZip, zipOf } from "@/lib/zip";

/** Control characters other than tab; CR and LF would start a new mail header. */
const controlChars = /[\u0000-\u0008\u000a-\u001f\u007f]/;
/** The same, but a multi-line field keeps its line breaks. */
const controlCharsButLines = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

type TextOptions = { optional?: boolean; multiline?: boolean };

/**
 * A text field as a form posts it: missing counts as empty, anything but a
 * string (a file, say) is refused, and the field's own label names the problem.
 */
function text(label: string, max: number, options: TextOptions = {}) {
  const refuse = options.multiline ? controlCharsButLines : controlChars;
  return v.pipe(
    v.nullish(v.string(`${label} must be text.`), ""),
    // Browsers post a textarea's line breaks as CRLF; the mail uses LF.
    v.transform((value) => value.replace(/\r\n?/g, "\n")),
    v.trim(),
    v.check(
      (value) => options.optional === true || value !== "",
      `${label} is required.`,
    ),
    v.maxLength(max, `${label} can be at most ${max} characters.`),
    v.check(
      (value) => !refuse.test(value),
      options.multiline
        ? `${label} contains characters we cannot send.`
        : `${label} must be on one line.`,
    ),
  );
}

function email(label: string) {
  return v.pipe(
    text(label, requestLimits.email),
    v.email("Please enter an e-mail address like name@example.com."),
  );
}

/**
 * A number as people write it, with an optional extension at the end
 * ("+1 (347) 555-0111 ext. 22", "x22", "#22"); kept as typed. The seven
 * digits are counted in the number itself, not the extension.
 */
const phonePattern =
  /^([0-9+(). -]*?)(?:\s*(?:ext\.?|extension|x|#)\s*\d{1,6})?$/i;

function phone(label: string, optional = false) {
  return v.pipe(
    text(label, requestLimits.phone, { optional }),
    v.regex(
      phonePattern,
      `${label} can hold digits, spaces and + ( ) - . only, and an extension such as "ext. 22".`,
    ),
    v.check(
      (value) =>
        value === "" ||
        (phonePattern.exec(value)?.[1]?.match(/\d/g)?.length ?? 0) >= 7,
      `${label} needs at least 7 digits.`,
    ),
  );
}

export const contactSchema = v.object({
  name: text("Name", requestLimits.name),
  phone: phone("Contact number", true),
  email: email("Email address"),
  message: text("Message", requestLimits.message, { multiline: true }),
});

export type ContactRequest = v.InferOutput<typeof contactSchema>;

/** The contact form's field names, as the schema lists them. */
export const contactFields = Object.keys(
  contactSchema.entries,
) as (keyof ContactRequest)[];

/** The service list a booking posts: slugs only, as many as a cart could hold and then some. */
export const servicesSchema = v.pipe(
  v.array(
    v.pipe(
      v.string("A service must be named by its slug."),
      v.maxLength(100, "A service must be named by its slug."),
    ),
    "A service must be named by its slug.",
  ),
  v.maxLength(
    requestLimits.services,
    "The cart lists more services than we offer. Please reload the cart and try again.",
  ),
);

/** yyyy-mm-dd of a date in UTC. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

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
      text("Preferred date", 10),
      v.regex(/^\d{4}-\d{2}-\d{2}$/, "Please choose a preferred date."),
      v.check(
        (value) =>
          value >= min &&
          value <= max &&
          isoDate(new Date(`${value}T00:00:00Z`)) === value,
        `Please choose a date from today to ${bookingHorizonDays} days ahead.`,
      ),
    ),
    time: v.picklist(
      timeWindows.map((w) => w.id),
      "Please choose a preferred time.",
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
    firstName: text("First Name", requestLimits.name),
    lastName: text("Last Name", requestLimits.name),
    phone: phone("Phone"),
    email: email("Email"),
    address1: text("Address 1", requestLimits.address, address),
    address2: text("Address 2", requestLimits.address, { optional: true }),
    city: text("City", requestLimits.name, address),
    state: text("State", requestLimits.name, address),
    // Kept as its 5-digit ZIP, the form the Techs' ZIP lists match.
    zip: v.pipe(
      text("Zip", requestLimits.zip, address),
      v.check(
        (value) => readZip(value).status !== "malformed",
        "A ZIP code has 5 digits, such as 10001 or 10001-1234.",
      ),
      v.transform((value: string) => zipOf(value)),
    ),
    ...preferredEntries(now),
    notes: text("Notes", requestLimits.notes, {
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
