import "server-only";
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lt,
} from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { company } from "@/data/company";
import { allowedActions, waitsForStart } from "@/lib/bookings/status";
import { zonedDate } from "@/lib/dates";
import { zonedTimeToUtc } from "@/lib/dates/zones";
import { deskCheckWords } from "@/lib/desk/checks";
import { orderAwaiting } from "@/lib/desk/ordering";
import { bookingContact, messageContact } from "@/lib/requests/contact-fields";
import {
  listLimit,
  type AssignedTech,
  type BookingDetail,
  type BookingRow,
  type Delivery,
  type DeskLists,
  type HistoryEntry,
  type MessageDetail,
  type MessageRow,
} from "@/lib/desk/payloads";
import type { Booking } from "@/lib/server/bookings/changes";
import { database, type Database } from "@/lib/server/db/client";
import type { Outcome } from "@/lib/server/http";
import {
  bookingEventChanges,
  bookingEvents,
  bookings,
  messageEvents,
  messages,
  notifications,
  techProfiles,
} from "@/lib/server/db/schema";
import {
  bookingRecords,
  findRecord,
  messageRecords,
} from "@/lib/server/records";
import type { Message } from "./messages";

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** Midnight at the start of `date` in the company's time zone. */
function startOfDay(date: string): Date {
  // Midnight exists on every day in New York: the clocks change at 2 AM.
  return zonedTimeToUtc(date, "00:00", company.timeZone)!;
}

function nextDate(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

type Techs = ReadonlyMap<string, AssignedTech>;

/** The assigned Techs of these bookings, by account, as one query. */
async function assignedTechs(
  db: Database,
  rows: readonly Pick<Booking, "assignedTechUid">[],
): Promise<Techs> {
  const uids = [...new Set(rows.flatMap((b) => b.assignedTechUid ?? []))];
  if (uids.length === 0) return new Map();
  const found = await db
    .select({
      uid: techProfiles.uid,
      handle: techProfiles.handle,
      text: techProfiles.text,
    })
    .from(techProfiles)
    .where(inArray(techProfiles.uid, uids));
  return new Map(
    found.map((t) => [
      t.uid,
      { displayName: t.text.displayName, handle: t.handle },
    ]),
  );
}

const techOf = (b: Pick<Booking, "assignedTechUid">, techs: Techs) =>
  (b.assignedTechUid && techs.get(b.assignedTechUid)) || null;

function bookingRow(b: Booking, techs: Techs): BookingRow {
  const name = [b.firstName, b.lastName].filter(Boolean).join(" ");
  return {
    reference: b.reference,
    tech: techOf(b, techs),
    status: b.status,
    version: b.version,
    createdAt: iso(b.createdAt),
    preferredDate: b.preferredDate,
    timeWindow: b.timeWindow,
    startsAt: isoOrNull(b.startsAt),
    name: name || null,
    language: b.language,
    phone: b.phone,
    email: b.email,
    services: b.services.map((s) => s.title).join(", "),
    total: b.total,
  };
}

function messageRow(m: Message): MessageRow {
  return {
    reference: m.reference,
    status: m.status,
    version: m.version,
    createdAt: iso(m.createdAt),
    updatedAt: iso(m.updatedAt),
    name: m.name,
    language: m.language,
    phone: m.phone,
    email: m.email,
  };
}

/**
 * The desk's lists (docs/product.md §15): bookings awaiting confirmation,
 * by preferred date and window (lib/desk/ordering.ts); confirmed appointments from today on by start time, so
 * today's come first; confirmed ones from earlier days still to be closed;
 * new messages, oldest first, and answered ones, latest first. Each list
 * holds at most `listLimit` rows and says when it was cut.
 */
export async function deskLists(db: Database, now: Date): Promise<DeskLists> {
  const today = zonedDate(now, company.timeZone);
  const midnight = startOfDay(today);
  const take = listLimit + 1;
  const [awaiting, upcoming, past, fresh, answered] = await Promise.all([
    db
      .select()
      .from(bookings)
      .where(eq(bookings.status, "requested"))
      .orderBy(asc(bookings.preferredDate), asc(bookings.createdAt))
      .limit(take),
    db
      .select()
      .from(bookings)
      .where(
        and(eq(bookings.status, "confirmed"), gte(bookings.startsAt, midnight)),
      )
      .orderBy(asc(bookings.startsAt), asc(bookings.id))
      .limit(take),
    db
      .select()
      .from(bookings)
      .where(
        and(eq(bookings.status, "confirmed"), lt(bookings.startsAt, midnight)),
      )
      .orderBy(asc(bookings.startsAt), asc(bookings.id))
      .limit(take),
    db
      .select()
      .from(messages)
      .where(eq(messages.status, "new"))
      .orderBy(asc(messages.createdAt), asc(messages.id))
      .limit(take),
    db
      .select()
      .from(messages)
      .where(eq(messages.status, "answered"))
      .orderBy(desc(messages.updatedAt), desc(messages.id))
      .limit(take),
  ]);
  const lists = { awaiting, upcoming, past, fresh, answered };
  const techs = await assignedTechs(db, [...awaiting, ...upcoming, ...past]);
  const row = (b: Booking) => bookingRow(b, techs);
  return {
    today,
    now: iso(now),
    awaiting: orderAwaiting(awaiting.slice(0, listLimit).map(row)),
    upcoming: upcoming.slice(0, listLimit).map(row),
    past: past.slice(0, listLimit).map(row),
    newMessages: fresh.slice(0, listLimit).map(messageRow),
    answeredMessages: answered.slice(0, listLimit).map(messageRow),
    truncated: Object.entries(lists)
      .filter(([, rows]) => rows.length > listLimit)
      .map(([name]) => name),
  };
}

/**
 * The company's e-mails about one record (`mails`: the outbox's column naming
 * its kind), oldest first. The customer's own mails share the outbox but have
 * an address (`toAddress`); the desk's list is only the company's copies.
 */
async function deliveries(
  db: Database,
  mails: PgColumn,
  id: number,
): Promise<Delivery[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(mails, id), isNull(notifications.toAddress)))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
  return rows.map((n) => ({
    subject: n.subject,
    status: n.status,
    attempts: n.attempts,
    lastError: n.lastError,
    createdAt: iso(n.createdAt),
    nextAttemptAt: iso(n.nextAttemptAt),
    sentAt: isoOrNull(n.sentAt),
  }));
}

/** What every kind's history entry says; a booking's adds its fee and what it changed. */
function historyEntry(e: {
  at: Date;
  actor: string;
  action: string;
  fromStatus: string | null;
  toStatus: string;
  note: string | null;
}): Omit<HistoryEntry, "fee" | "change"> {
  return {
    at: iso(e.at),
    actor: e.actor,
    action: e.action,
    fromStatus: e.fromStatus,
    toStatus: e.toStatus,
    note: e.note,
  };
}

/** Everything the desk shows about one booking, or undefined for an unknown reference. */
export async function bookingDetail(
  db: Database,
  reference: string,
  now: Date,
): Promise<BookingDetail | undefined> {
  const b = await findRecord(db, bookingRecords, reference);
  return b && detailOf(db, b, now);
}

/** The detail of a booking row already read (after a change, or a refused one). */
export async function detailOf(
  db: Database,
  b: Booking,
  now: Date,
): Promise<BookingDetail> {
  const clock = { now, startsAt: b.startsAt };
  const [history, mails, techs] = await Promise.all([
    db
      .select()
      .from(bookingEvents)
      .leftJoin(
        bookingEventChanges,
        eq(bookingEventChanges.eventId, bookingEvents.id),
      )
      .where(eq(bookingEvents.bookingId, b.id))
      .orderBy(asc(bookingEvents.at), asc(bookingEvents.id)),
    deliveries(db, bookingRecords.mails, b.id),
    assignedTechs(db, [b]),
  ]);
  return {
    kind: "booking",
    reference: b.reference,
    tech: techOf(b, techs),
    status: b.status,
    version: b.version,
    createdAt: iso(b.createdAt),
    updatedAt: iso(b.updatedAt),
    services: b.services.map(({ title, price }) => ({ title, price })),
    total: b.total,
    fees: b.fees,
    homeVisit: b.homeVisit,
    preferredDate: b.preferredDate,
    timeWindow: b.timeWindow,
    startsAt: isoOrNull(b.startsAt),
    signedIn: b.accountUid !== null,
    contact: bookingContact(b),
    language: b.language,
    erasedAt: isoOrNull(b.erasedAt),
    actions: allowedActions(b.status, "staff", clock),
    waitsForStart: waitsForStart(b.status, "complete", "staff", clock),
    history: history.map(({ booking_events: e, booking_event_changes: c }) => ({
      ...historyEntry(e),
      fee: e.fee,
      ...(c && {
        change: {
          fromDate: c.fromDate,
          fromWindow: c.fromWindow,
          fromStartsAt: isoOrNull(c.fromStartsAt),
          toDate: c.toDate,
          toWindow: c.toWindow,
          startsAt: isoOrNull(c.startsAt),
        },
      }),
    })),
    deliveries: mails,
  };
}

export async function messageDetail(
  db: Database,
  reference: string,
): Promise<MessageDetail | undefined> {
  const m = await findRecord(db, messageRecords, reference);
  return m && messageDetailOf(db, m);
}

export async function messageDetailOf(
  db: Database,
  m: Message,
): Promise<MessageDetail> {
  const [history, mails] = await Promise.all([
    db
      .select()
      .from(messageEvents)
      .where(eq(messageEvents.messageId, m.id))
      .orderBy(asc(messageEvents.at), asc(messageEvents.id)),
    deliveries(db, messageRecords.mails, m.id),
  ]);
  return {
    kind: "message",
    ...messageRow(m),
    ...messageContact(m),
    erasedAt: isoOrNull(m.erasedAt),
    history: history.map((e) => ({ ...historyEntry(e), fee: null })),
    deliveries: mails,
  };
}

/**
 * Bookings requested from the start of `from` to the end of `to` (dates in
 * the company's time zone), oldest first.
 */
export async function bookingsRequestedBetween(
  db: Database,
  { from, to }: { from: string; to: string },
): Promise<Booking[]> {
  return db
    .select()
    .from(bookings)
    .where(
      and(
        gte(bookings.createdAt, startOfDay(from)),
        lt(bookings.createdAt, startOfDay(nextDate(to))),
      ),
    )
    .orderBy(asc(bookings.createdAt), asc(bookings.id));
}

/**
 * How many bookings and messages arrived after `since`: the desk polls this
 * to say what is new since it was opened (docs/product.md §15.6).
 */
export async function arrivedSince(db: Database, since: Date): Promise<number> {
  const [[b], [m]] = await Promise.all([
    db
      .select({ n: count() })
      .from(bookings)
      .where(gt(bookings.createdAt, since)),
    db
      .select({ n: count() })
      .from(messages)
      .where(gt(messages.createdAt, since)),
  ]);
  return (b?.n ?? 0) + (m?.n ?? 0);
}

/**
 * The answer to the desk's poll `?since=ISO`: how many bookings and messages
 * arrived after that time, and the server's time now for the next poll.
 * Without `since`, only the time, the desk's starting point, read without
 * the database.
 */
export async function newArrivals(
  since: string | null,
  now: Date,
): Promise<Outcome> {
  if (since === null) {
    return { status: 200, body: { count: 0, now: now.toISOString() } };
  }
  const from = new Date(since);
  if (since.length > 40 || Number.isNaN(from.getTime())) {
    return { status: 400, body: { error: deskCheckWords("since") } };
  }
  return {
    status: 200,
    body: {
      count: await arrivedSince(await database(), from),
      now: now.toISOString(),
    },
  };
}
