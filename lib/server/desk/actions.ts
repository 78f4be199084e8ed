import "server-only";
import * as v from "valibot";
import { company } from "@/data/company";
import { waitsForStart } from "@/lib/bookings/status";
import { translator } from "@/lib/i18n/catalogue";
import { formatDateTime } from "@/lib/dates";
import { zonedTimeToUtc } from "@/lib/dates/zones";
import { deskWords } from "@/lib/desk/words";
import {
  bookingActionSchema,
  deskCheckWords,
  firstIssue,
  isReference,
  messageActionSchema,
  type BookingActionInput,
} from "@/lib/desk/checks";
import type { BookingDetail, MessageDetail } from "@/lib/desk/payloads";
import type { CustomerEvent } from "@/lib/bookings/mail/customer";
import { sendNotificationsNow } from "@/lib/server/background";
import { assignTech, freeTechsFor } from "@/lib/server/bookings/assign";
import { changeBooking } from "@/lib/server/bookings/changes";
import { customerMailer } from "@/lib/server/bookings/customer-mail";
import type { Database } from "@/lib/server/db/client";
import {
  bookingRecords,
  findRecord,
  messageRecords,
  type HistoryTable,
  type RecordChangeResult,
  type RecordKind,
  type RecordTable,
  type Row,
} from "@/lib/server/records";
import type { Outcome } from "@/lib/server/http";
import { answerMessage } from "./messages";
import {
  bookingDetail,
  detailOf,
  messageDetail,
  messageDetailOf,
} from "./queries";

/**
 * What the desk's record routes answer (an `Outcome`, narrowed): the record's
 * detail, or why not with the HTTP status that says it.
 */
export type ActionOutcome<Detail> =
  | { readonly status: 200; readonly body: Detail }
  | {
      readonly status: 400 | 404 | 409;
      readonly body: {
        readonly error: string;
        readonly reason:
          "invalid" | "not-found" | "stale" | "not-allowed" | "overlap";
        readonly current?: Detail;
      };
    };

const invalid = (error: string) =>
  ({ status: 400, body: { error, reason: "invalid" } }) as const;

/** The answer about a reference no record of this kind has, or a malformed one (none). */
export const notFound = (kind: string, reference?: string) =>
  ({
    status: 404,
    body: {
      error:
        reference === undefined
          ? deskCheckWords("notFoundGiven", { kind })
          : deskCheckWords("notFound", { kind, reference }),
      reason: "not-found",
    },
  }) as const;

/** A record's detail, for a reference as the URL gave it. */
async function shown<Detail>(
  noun: string,
  reference: string,
  detail: (reference: string) => Promise<Detail | undefined>,
): Promise<Outcome> {
  if (!isReference(reference)) return notFound(noun);
  const found = await detail(reference);
  return found ? { status: 200, body: found } : notFound(noun, reference);
}

/** Everything the desk shows about one booking (docs/product.md §15). */
export function showBooking(db: Database, reference: string, now: Date) {
  return shown("booking", reference, (r) => bookingDetail(db, r, now));
}

/**
 * GET /staff/api/bookings/{reference}/techs: the Techs free at the booking's
 * time, whom staff may assign it to (docs/product.md §15.14).
 */
export async function showFreeTechs(
  db: Database,
  reference: string,
  now: Date,
): Promise<Outcome> {
  if (!isReference(reference)) return notFound("booking");
  const booking = await findRecord(db, bookingRecords, reference);
  if (!booking) return notFound("booking", reference);
  return { status: 200, body: { techs: await freeTechsFor(db, booking, now) } };
}

/** One message with its history. */
export function showMessage(db: Database, reference: string) {
  return shown("message", reference, (r) => messageDetail(db, r));
}

/**
 * A change's result as the desk's answer: the record's detail, a 404, or a
 * 409 that carries the record as it is now and the sentence `refused` gives
 * for it (docs/product.md §15.8).
 */
async function outcome<
  Name extends string,
  Table extends RecordTable,
  History extends HistoryTable,
  Detail,
>(
  { name }: RecordKind<Name, Table, History>,
  reference: string,
  result: NoInfer<RecordChangeResult<Name, Row<Table>>>,
  detail: (row: Row<Table>) => Promise<Detail>,
  refused: (
    reason: "stale" | "not-allowed",
    current: Detail,
    row: Row<Table>,
  ) => string,
): Promise<ActionOutcome<Detail>> {
  if (result.ok) return { status: 200, body: await detail(result[name]) };
  if (result.reason === "not-found") return notFound(name, reference);
  const row = result[name];
  const current = await detail(row);
  return {
    status: 409,
    body: {
      reason: result.reason,
      error: refused(result.reason, current, row),
      current,
    },
  };
}

/** The customer's mail about a staff action, if they get one (docs/product.md §21.1). */
function customerEvent(
  action: BookingActionInput["action"],
  note: string | null | undefined,
): CustomerEvent | undefined {
  switch (action) {
    case "confirm":
      return { kind: "confirmed" };
    case "decline":
      return { kind: "declined", reason: note ?? "" };
    case "cancel":
      return {
        kind: "cancelled",
        by: "company",
        fee: 0,
        feeReason: "cancelled by us",
        note,
      };
    default:
      return undefined;
  }
}

/** How far ahead staff may set an appointment. */
const horizonDays = 366;

/**
 * One staff action on a booking (docs/product.md §15), or one of the Tech it
 * is assigned to (`assignedTo`, §18.5), through changeBooking
 * with the version the desk showed: a booking that changed since is not
 * touched, and the answer carries it as it is now. A staff cancellation is
 * the company's decision and records no fee. The customer's mail about it,
 * if any, goes now, not on the outbox's next round.
 */
export async function bookingAction(
  db: Database,
  reference: string,
  body: unknown,
  { by, now, assignedTo }: { by: string; now: Date; assignedTo?: string },
): Promise<ActionOutcome<BookingDetail>> {
  if (!isReference(reference)) return notFound("booking");
  const parsed = v.safeParse(bookingActionSchema, body);
  if (!parsed.success) return invalid(firstIssue(parsed.issues));
  const input = parsed.output;
  let startsAt: Date | undefined;
  if (input.action === "confirm") {
    startsAt = zonedTimeToUtc(input.date, input.time, company.timeZone);
    if (!startsAt) {
      return invalid(
        deskCheckWords("noSuchTime", { date: input.date, time: input.time }),
      );
    }
    if (startsAt.getTime() <= now.getTime()) {
      return invalid(
        deskWords("refusals.passed", {
          time: formatDateTime(startsAt, company.timeZone),
        }),
      );
    }
    if (startsAt.getTime() > now.getTime() + horizonDays * 86_400_000) {
      return invalid(
        deskWords("refusals.tooFar", { days: String(horizonDays) }),
      );
    }
  }
  if (input.action === "assign") {
    return assignAction(db, reference, input, { by, now, assignedTo });
  }
  const inform = await customerMailer(db, now);
  const event = customerEvent(input.action, input.note);
  const result = await changeBooking(db, reference, {
    action: input.action,
    actor: assignedTo === undefined ? "staff" : "tech",
    assignedTo,
    by,
    expectedVersion: input.expectedVersion,
    note: input.note,
    startsAt,
    ...(input.action === "cancel" && { fee: 0 }),
    now,
    ...(event && { inform: (changed) => inform(changed, event) }),
  });
  // A completion queued the review invitation (docs/product.md §24.1).
  if (result.ok && (event || input.action === "complete")) {
    sendNotificationsNow();
  }
  if (!result.ok && result.reason === "overlap") {
    const clash = result.clash
      ? deskWords("refusals.clash", {
          reference: result.clash.reference,
          time: formatDateTime(result.clash.startsAt, company.timeZone),
        })
      : deskWords("refusals.clashOther");
    return {
      status: 409,
      body: {
        reason: "overlap",
        error: deskWords("refusals.overlap", { reference, clash }),
      },
    };
  }
  return outcome(
    bookingRecords,
    reference,
    result,
    (row) => detailOf(db, row, now),
    (reason, current, row) => {
      const state = translator("en", "bookingStatus")(current.status);
      if (reason === "stale") {
        return deskWords("refusals.bookingStale", { reference, state });
      }
      const early = waitsForStart(row.status, input.action, "staff", {
        now,
        startsAt: row.startsAt,
      });
      return early && current.startsAt
        ? deskWords("refusals.notStarted", {
            reference,
            time: formatDateTime(new Date(current.startsAt), company.timeZone),
          })
        : deskWords("refusals.doesNotApply", { reference, state });
    },
  );
}

/**
 * Staff's assignment of a Tech (docs/product.md §15.14), answered as the
 * desk's other actions are: the detail as it now is, or a 409 that says why
 * nothing was done. A Tech taken meanwhile, by the server's reading or by
 * the database's exclusion constraint, is "overlap".
 */
async function assignAction(
  db: Database,
  reference: string,
  input: Extract<BookingActionInput, { action: "assign" }>,
  { by, now, assignedTo }: { by: string; now: Date; assignedTo?: string },
): Promise<ActionOutcome<BookingDetail>> {
  const result = await assignTech(db, reference, {
    techUid: input.tech,
    actor: assignedTo === undefined ? "staff" : "tech",
    by,
    assignedTo,
    expectedVersion: input.expectedVersion,
    now,
  });
  const taken = (error: string) =>
    ({ status: 409, body: { reason: "overlap", error } }) as const;
  if (!result.ok && result.reason === "overlap") {
    const who = deskWords("fields.techLabel", {
      name: result.tech.displayName,
      handle: result.tech.handle,
    });
    const clash = result.clash
      ? deskWords("refusals.clash", {
          reference: result.clash.reference,
          time: formatDateTime(result.clash.startsAt, company.timeZone),
        })
      : deskWords("refusals.clashOther");
    return taken(
      deskWords("refusals.bookedMeanwhile", { who, clash, reference }),
    );
  }
  if (!result.ok && result.reason === "not-free") {
    return taken(deskWords("refusals.notFree", { reference }));
  }
  if (!result.ok && result.reason === "same-tech") {
    return taken(deskWords("refusals.sameTech", { reference }));
  }
  return outcome(
    bookingRecords,
    reference,
    result,
    (row) => detailOf(db, row, now),
    (reason, current, row) => {
      const state = translator("en", "bookingStatus")(current.status);
      if (reason === "stale") {
        return deskWords("refusals.bookingStale", { reference, state });
      }
      return row.status === "confirmed" && row.startsAt && row.startsAt <= now
        ? deskWords("refusals.started", {
            reference,
            time: formatDateTime(row.startsAt, company.timeZone),
          })
        : deskWords("refusals.cannotAssign", { reference, state });
    },
  );
}

/** Marks a message answered, with the version the desk showed. */
export async function messageAction(
  db: Database,
  reference: string,
  body: unknown,
  { by, now }: { by: string; now: Date },
): Promise<ActionOutcome<MessageDetail>> {
  if (!isReference(reference)) return notFound("message");
  const parsed = v.safeParse(messageActionSchema, body);
  if (!parsed.success) return invalid(firstIssue(parsed.issues));
  const result = await answerMessage(db, reference, {
    by,
    expectedVersion: parsed.output.expectedVersion,
    note: parsed.output.note,
    now,
  });
  return outcome(
    messageRecords,
    reference,
    result,
    (row) => messageDetailOf(db, row),
    (reason, current) => {
      const state = deskWords(`messageStatus.${current.status}`);
      return reason === "stale"
        ? deskWords("refusals.messageStale", { reference, state })
        : deskWords("refusals.messageAlready", { reference, state });
    },
  );
}
