import "server-only";
import { honeypotField, rateLimit } from "@/data/request-rules";
import { company } from "@/data/company";
import type { Locale } from "@/data/locale";
import { manageLinkUrl, signManageLink } from "@/lib/bookings/manage-link";
import { formatDateTime } from "@/lib/dates";
import { translator } from "@/lib/i18n/catalogue";
import type { Composed } from "@/lib/mail/compose";
import { mailtoFor } from "@/lib/requests/compose";
import type {
  BookingSummary,
  FormState,
  FormValues,
} from "@/lib/requests/form-state";
import type { OfferedTime } from "@/lib/scheduling/labels";
import { admitFormPost } from "@/lib/server/admission";
import { sendNotificationsAfterResponse } from "@/lib/server/background";
import { database, type Database } from "@/lib/server/db/client";
import { bookingTokenSecret } from "@/lib/server/secrets";

// What both forms' Server Actions share once their own fields are checked.

/** What the visitor typed, handed back so the form can show it again. */
export function typed(
  formData: FormData,
  names: readonly string[],
): FormValues {
  const values: FormValues = {};
  for (const name of names) {
    const value = formData.get(name);
    if (typeof value === "string") values[name] = value.slice(0, 20_000);
  }
  return values;
}

export function fields(formData: FormData, names: readonly string[]) {
  return Object.fromEntries(names.map((name) => [name, formData.get(name)]));
}

/** What storing a request gave: its reference, or, for a slot taken meanwhile, the nearest free ones. */
export type Stored =
  | { reference: string; confirmed?: BookingSummary["confirmed"] }
  | { taken: OfferedTime[]; lost: Date }
  | { fieldErrors: Record<string, string> };

/** A valid request, ready to be kept: how to store it and how it reads as mail. */
export type Accepted = {
  store: (db: Database) => Promise<Stored>;
  /** As mail; `null` for a request the database did not keep. */
  compose: (reference: string | null) => Composed;
  booking?: BookingSummary;
};

/** A request turned away as a whole, with every typed value kept. */
export function refused(values: FormValues, message: string): FormState {
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
export async function keep(
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
