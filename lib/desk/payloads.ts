import * as v from "valibot";
import type { Locale } from "@/data/locale";
import type { BookingAction, BookingStatus } from "@/lib/bookings/status";
import type {
  BookingContact,
  MessageContact,
} from "@/lib/requests/contact-fields";
import type { MessageStatus } from "@/lib/requests/messages";
import {
  messageReferencePattern,
  referencePattern,
} from "@/lib/requests/reference";

/**
 * What the staff desk sends to the server and what it gets back
 * (docs/product.md §15). The server parses every body with these schemas; the
 * browser's copy of a booking is never trusted.
 */

/** Staff notes and reasons: one paragraph or a few, up to 1,000 characters. */
export const noteLimit = 1000;

const controlChars = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function note(label: string, required: boolean) {
  return v.pipe(
    v.optional(v.string(`${label} must be text.`), ""),
    v.transform((value) => value.replace(/\r\n?/g, "\n").trim()),
    v.check((value) => !required || value !== "", `${label} is required.`),
    v.maxLength(noteLimit, `${label} can be at most ${noteLimit} characters.`),
    v.check(
      (value) => !controlChars.test(value),
      `${label} contains characters we cannot keep.`,
    ),
  );
}

const expectedVersion = v.pipe(
  v.number("The version the desk showed is missing."),
  v.integer("The version the desk showed is not a whole number."),
  v.minValue(1, "The version the desk showed is not valid."),
  v.maxValue(2 ** 31 - 1, "The version the desk showed is not valid."),
);

const isoDate = v.pipe(
  v.string("The date is missing."),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, "Give the date as YYYY-MM-DD."),
);

const chooseTech = "Choose a technician from the list.";

/** The body of a booking action, one shape per action. */
export const bookingActionSchema = v.variant(
  "action",
  [
    v.object({
      action: v.literal("confirm"),
      expectedVersion,
      date: isoDate,
      time: v.pipe(
        v.string("The time is missing."),
        v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Give the time as HH:MM."),
      ),
      note: note("The note", false),
    }),
    v.object({
      action: v.literal("decline"),
      expectedVersion,
      note: note("The reason", true),
    }),
    v.object({
      action: v.literal("complete"),
      expectedVersion,
      note: note("The note", false),
    }),
    v.object({
      action: v.literal("no_show"),
      expectedVersion,
      note: note("The note", false),
    }),
    v.object({
      action: v.literal("cancel"),
      expectedVersion,
      note: note("The reason", true),
    }),
    v.object({
      action: v.literal("assign"),
      expectedVersion,
      tech: v.pipe(
        v.string(chooseTech),
        v.nonEmpty(chooseTech),
        v.maxLength(128, chooseTech),
      ),
    }),
  ],
  "That is not an action the desk can take.",
);

export type BookingActionInput = v.InferOutput<typeof bookingActionSchema>;

export const messageActionSchema = v.object({
  action: v.literal("answer", "That is not an action the desk can take."),
  expectedVersion,
  note: note("The note", false),
});

export function isReference(value: unknown): value is string {
  return (
    typeof value === "string" &&
    (referencePattern.test(value) || messageReferencePattern.test(value))
  );
}

/** The longest range one export covers. */
export const exportLimitDays = 366;

/**
 * An export's range: two calendar dates in the company's time zone, both
 * included, at most `exportLimitDays` apart. Bookings are chosen by the day
 * they were requested, so a booking is in the export whatever its state.
 */
export const exportRangeSchema = v.pipe(
  v.object({
    from: v.pipe(isoDate, v.isoDate("The first day is not a date.")),
    to: v.pipe(isoDate, v.isoDate("The last day is not a date.")),
  }),
  v.check(
    ({ from, to }) => from <= to,
    "The first day must not be after the last.",
  ),
  v.check(
    ({ from, to }) =>
      (Date.parse(to) - Date.parse(from)) / 86_400_000 < exportLimitDays,
    `One export covers at most ${exportLimitDays} days.`,
  ),
);

/** The first problem valibot found, as a sentence for staff. */
export function firstIssue(issues: readonly { message: string }[]): string {
  return issues[0]?.message ?? "The request was not understood.";
}

// What the server sends back. Times are ISO strings; the desk shows them in
// the company's time zone.

/** The Tech who does a booking's work, as the desk names them. */
export type AssignedTech = {
  readonly displayName: string;
  readonly handle: string;
};

/** A Tech staff may choose: free at the booking's time (docs/product.md §15.14). */
export type FreeTech = AssignedTech & { readonly uid: string };

/** GET /staff/api/bookings/{reference}/techs: the Techs free at its time, in the picker's order. */
export type FreeTechsReply = { readonly techs: readonly FreeTech[] };

export type BookingRow = Pick<BookingContact, "phone" | "email"> & {
  readonly reference: string;
  /** Null until a bid is accepted or staff assign one. */
  readonly tech: AssignedTech | null;
  readonly status: BookingStatus;
  readonly version: number;
  readonly createdAt: string;
  readonly preferredDate: string;
  readonly timeWindow: string;
  readonly startsAt: string | null;
  /** The first and last name, as one. */
  readonly name: string | null;
  /** The language the customer booked in: staff call them in it. */
  readonly language: Locale;
  readonly services: string;
  readonly total: number;
};

export type MessageRow = Pick<MessageContact, "name" | "phone" | "email"> & {
  readonly reference: string;
  /** The language the message was written in. */
  readonly language: Locale;
  readonly status: MessageStatus;
  readonly version: number;
  readonly createdAt: string;
  readonly updatedAt: string;
};

export type DeskLists = {
  /** Today's date in the company's time zone. */
  readonly today: string;
  /** The server's clock when the lists were read (ISO). */
  readonly now: string;
  /** Requested, by preferred date, then window, then the longest waiting. */
  readonly awaiting: readonly BookingRow[];
  /** Confirmed from today on, by start time: today's first. */
  readonly upcoming: readonly BookingRow[];
  /** Confirmed before today and not yet marked completed or no-show. */
  readonly past: readonly BookingRow[];
  readonly newMessages: readonly MessageRow[];
  /** Most recently answered first. */
  readonly answeredMessages: readonly MessageRow[];
  /** Lists cut at `listLimit` rows say so. */
  readonly truncated: readonly string[];
};

export const listLimit = 200;

export type HistoryEntry = {
  readonly at: string;
  readonly actor: string;
  readonly action: string;
  readonly fromStatus: string | null;
  readonly toStatus: string;
  readonly note: string | null;
  readonly fee: number | null;
  /** What a confirmation or a change changed; absent for other entries. */
  readonly change?: {
    readonly fromDate: string | null;
    readonly fromWindow: string | null;
    readonly fromStartsAt: string | null;
    readonly toDate: string | null;
    readonly toWindow: string | null;
    readonly startsAt: string | null;
  };
};

export type Delivery = {
  readonly subject: string;
  readonly status: string;
  readonly attempts: number;
  readonly lastError: string | null;
  readonly createdAt: string;
  readonly nextAttemptAt: string;
  readonly sentAt: string | null;
};

export type BookingDetail = {
  readonly kind: "booking";
  readonly reference: string;
  readonly tech: AssignedTech | null;
  readonly status: BookingStatus;
  readonly version: number;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly services: readonly { title: string; price: number }[];
  readonly total: number;
  readonly fees: number;
  readonly homeVisit: boolean;
  readonly preferredDate: string;
  readonly timeWindow: string;
  readonly startsAt: string | null;
  readonly signedIn: boolean;
  readonly contact: BookingContact;
  readonly language: Locale;
  readonly erasedAt: string | null;
  /** What staff may do now, from lib/bookings/status.ts. */
  readonly actions: readonly BookingAction[];
  /** Completed and No-show wait for the confirmed start (docs/product.md §15.3). */
  readonly waitsForStart: boolean;
  readonly history: readonly HistoryEntry[];
  readonly deliveries: readonly Delivery[];
};

/** A message's row of the list, with everything else it holds. */
export type MessageDetail = MessageRow &
  MessageContact & {
    readonly kind: "message";
    readonly erasedAt: string | null;
    readonly history: readonly HistoryEntry[];
    readonly deliveries: readonly Delivery[];
  };
