import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { bookingStatuses } from "@/lib/bookings/status";
import { messageStatuses } from "@/lib/requests/messages";
import type { MailAttachment } from "@/lib/requests/compose";

/**
 * The site's tables (docs/product.md §12). A change here is followed by
 * `npm run db:generate`, which writes the migration into
 * lib/server/db/migrations/; the server applies migrations at start.
 */

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" })
    .notNull()
    .defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" })
    .notNull()
    .defaultNow(),
};

/** A service as it was booked: title and price from the catalogue on that day. */
export type BookedLine = {
  slug: string;
  title: string;
  price: number;
  homeVisit: boolean;
};

export const bookingStatus = pgEnum("booking_status", bookingStatuses);
export const messageStatus = pgEnum("message_status", messageStatuses);

export const bookings = pgTable(
  "bookings",
  {
    id: serial("id").primaryKey(),
    reference: text("reference").notNull(),
    status: bookingStatus("status").notNull().default("requested"),
    /** Raised on every change; a change that names an older version is refused. */
    version: integer("version").notNull().default(1),
    services: jsonb("services").$type<BookedLine[]>().notNull(),
    /** Whole US dollars, from the catalogue. */
    total: integer("total").notNull(),
    homeVisit: boolean("home_visit").notNull(),
    preferredDate: date("preferred_date", { mode: "string" }).notNull(),
    timeWindow: text("time_window").notNull(),
    /** Set by staff on confirming. */
    startsAt: timestamp("starts_at", { withTimezone: true, mode: "date" }),
    /** The last start staff confirmed, kept through a change: the fee clock (docs/product.md §21). */
    lastConfirmedStart: timestamp("last_confirmed_start", {
      withTimezone: true,
      mode: "date",
    }),
    /** Fees recorded by cancelling or changing, in whole US dollars. */
    fees: integer("fees").notNull().default(0),
    /** The Firebase account that made the booking, from a verified ID token. */
    accountUid: text("account_uid"),
    // Personal fields: emptied by the retention rule and by account deletion.
    firstName: text("first_name"),
    lastName: text("last_name"),
    phone: text("phone"),
    email: text("email"),
    address1: text("address1"),
    address2: text("address2"),
    city: text("city"),
    state: text("state"),
    zip: text("zip"),
    notes: text("notes"),
    erasedAt: timestamp("erased_at", { withTimezone: true, mode: "date" }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("bookings_reference_key").on(t.reference),
    index("bookings_status_idx").on(t.status, t.createdAt),
    index("bookings_account_idx").on(t.accountUid),
  ],
);

/** Every change of a booking: who, when, from which state to which, and why. */
export const bookingEvents = pgTable(
  "booking_events",
  {
    id: serial("id").primaryKey(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id),
    at: timestamp("at", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow(),
    /** "visitor", "account", "staff <e-mail>" or "system". */
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    fromStatus: bookingStatus("from_status"),
    toStatus: bookingStatus("to_status").notNull(),
    note: text("note"),
    fee: integer("fee"),
  },
  (t) => [index("booking_events_booking_idx").on(t.bookingId, t.at)],
);

export const messages = pgTable(
  "messages",
  {
    id: serial("id").primaryKey(),
    reference: text("reference").notNull(),
    status: messageStatus("status").notNull().default("new"),
    version: integer("version").notNull().default(1),
    name: text("name"),
    phone: text("phone"),
    email: text("email"),
    message: text("message"),
    erasedAt: timestamp("erased_at", { withTimezone: true, mode: "date" }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("messages_reference_key").on(t.reference),
    index("messages_status_idx").on(t.status, t.createdAt),
  ],
);

export const messageEvents = pgTable(
  "message_events",
  {
    id: serial("id").primaryKey(),
    messageId: integer("message_id")
      .notNull()
      .references(() => messages.id),
    at: timestamp("at", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow(),
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    fromStatus: messageStatus("from_status"),
    toStatus: messageStatus("to_status").notNull(),
    note: text("note"),
  },
  (t) => [index("message_events_message_idx").on(t.messageId, t.at)],
);

/**
 * The outbox: each e-mail to the company, written in the same transaction as
 * the change it reports, and sent by lib/server/outbox.ts.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    bookingId: integer("booking_id").references(() => bookings.id),
    messageId: integer("message_id").references(() => messages.id),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    replyToName: text("reply_to_name"),
    replyToAddress: text("reply_to_address"),
    /** The customer's address for a mail to them; null for the company's copy (docs/product.md §21). */
    toAddress: text("to_address"),
    attachments: jsonb("attachments").$type<MailAttachment[]>(),
    /** "pending" until SMTP accepts it ("sent"), or "failed" once retries run out. */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", {
      withTimezone: true,
      mode: "date",
    })
      .notNull()
      .defaultNow(),
    /** A server that is sending it holds it until then; another may take it after. */
    claimedUntil: timestamp("claimed_until", {
      withTimezone: true,
      mode: "date",
    }),
    claimedBy: text("claimed_by"),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow(),
  },
  (t) => [index("notifications_due_idx").on(t.status, t.nextAttemptAt)],
);

/** Recent request times per client, shared by every server (docs/product.md §6). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  hits: timestamp("hits", { withTimezone: true, mode: "date" })
    .array()
    .notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" })
    .notNull()
    .defaultNow(),
});

/**
 * Secrets the server makes for itself when no setting gives one, kept here so
 * that every server and every restart shares them (docs/product.md §13.2).
 */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" })
    .notNull()
    .defaultNow(),
});

/** Content-Security-Policy violations that browsers reported (docs/product.md §9.5). */
export const cspReports = pgTable(
  "csp_reports",
  {
    id: serial("id").primaryKey(),
    receivedAt: timestamp("received_at", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow(),
    documentUrl: text("document_url").notNull(),
    blockedUrl: text("blocked_url").notNull(),
    directive: text("directive").notNull(),
    disposition: text("disposition").notNull(),
    sourceFile: text("source_file").notNull(),
    line: integer("line"),
    column: integer("column"),
    sample: text("sample").notNull(),
  },
  (t) => [index("csp_reports_received_idx").on(t.receivedAt)],
);

// Customers kept informed (docs/product.md §21): one reminder per booking and
// confirmed start; the unique key makes a second run, or a second server, send none.
export const bookingReminders = pgTable(
  "booking_reminders",
  {
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id),
    startsAt: timestamp("starts_at", {
      withTimezone: true,
      mode: "date",
    }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow(),
  },
  (t) => [uniqueIndex("booking_reminders_key").on(t.bookingId, t.startsAt)],
);
