import "server-only";
import * as v from "valibot";
import { translator } from "@/lib/i18n/catalogue";
import {
  messageReferencePattern,
  referencePattern,
} from "@/lib/requests/reference";
import { exportLimitDays, noteLimit } from "./payloads";

/**
 * How the server checks what the staff desk sends it (docs/product.md §15):
 * every body is parsed with these schemas; the browser's copy of a booking
 * is never trusted. Server code alone imports this module: the desk's
 * islands import lib/desk/payloads.ts's types and limits, and these
 * sentences are the `deskChecks` namespace, which no island receives.
 */

/**
 * The checks' words, and the desk's other refusals that only its server says
 * (its guard, its routes, its search page): the desk is English only.
 */
export const deskCheckWords = translator("en", "deskChecks");

const t = deskCheckWords;

const controlChars = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Staff notes and reasons: one paragraph or a few, up to `noteLimit` characters. */
function note(field: "note" | "reason", required: boolean) {
  return v.pipe(
    v.optional(v.string(t("note.notText", { field })), ""),
    v.transform((value) => value.replace(/\r\n?/g, "\n").trim()),
    v.check(
      (value) => !required || value !== "",
      t("note.required", { field }),
    ),
    v.maxLength(
      noteLimit,
      t("note.tooLong", { field, limit: String(noteLimit) }),
    ),
    v.check((value) => !controlChars.test(value), t("note.control", { field })),
  );
}

const expectedVersion = v.pipe(
  v.number(t("version.missing")),
  v.integer(t("version.notWhole")),
  v.minValue(1, t("version.invalid")),
  v.maxValue(2 ** 31 - 1, t("version.invalid")),
);

const isoDate = v.pipe(
  v.string(t("dateMissing")),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, t("dateForm")),
);

const chooseTech = t("chooseTech");

const notAnAction = t("notAnAction");

/** The body of a booking action, one shape per action. */
export const bookingActionSchema = v.variant(
  "action",
  [
    v.object({
      action: v.literal("confirm"),
      expectedVersion,
      date: isoDate,
      time: v.pipe(
        v.string(t("timeMissing")),
        v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, t("timeForm")),
      ),
      note: note("note", false),
    }),
    v.object({
      action: v.literal("decline"),
      expectedVersion,
      note: note("reason", true),
    }),
    v.object({
      action: v.literal("complete"),
      expectedVersion,
      note: note("note", false),
    }),
    v.object({
      action: v.literal("no_show"),
      expectedVersion,
      note: note("note", false),
    }),
    v.object({
      action: v.literal("cancel"),
      expectedVersion,
      note: note("reason", true),
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
  notAnAction,
);

export type BookingActionInput = v.InferOutput<typeof bookingActionSchema>;

export const messageActionSchema = v.object({
  action: v.literal("answer", notAnAction),
  expectedVersion,
  note: note("note", false),
});

export function isReference(value: unknown): value is string {
  return (
    typeof value === "string" &&
    (referencePattern.test(value) || messageReferencePattern.test(value))
  );
}

/**
 * An export's range: two calendar dates in the company's time zone, both
 * included, at most `exportLimitDays` apart. Bookings are chosen by the day
 * they were requested, so a booking is in the export whatever its state.
 */
export const exportRangeSchema = v.pipe(
  v.object({
    from: v.pipe(isoDate, v.isoDate(t("export.firstNotDate"))),
    to: v.pipe(isoDate, v.isoDate(t("export.lastNotDate"))),
  }),
  v.check(({ from, to }) => from <= to, t("export.firstAfterLast")),
  v.check(
    ({ from, to }) =>
      (Date.parse(to) - Date.parse(from)) / 86_400_000 < exportLimitDays,
    t("export.tooLong", { days: String(exportLimitDays) }),
  ),
);

/** The first problem valibot found, as a sentence for staff. */
export function firstIssue(issues: readonly { message: string }[]): string {
  return issues[0]?.message ?? t("notUnderstood");
}
