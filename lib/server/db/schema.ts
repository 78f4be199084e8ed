import {
  boolean,
  customType,
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
  check,
  type AnyPgColumn,
  type PgTextBuilderInitial,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import type { MailAttachment } from "@/lib/mail/compose";
import { bookingStatuses } from "@/lib/bookings/status";
import {
  bookingContactColumns,
  messageContactColumns,
} from "@/lib/requests/contact-fields";
import { messageStatuses } from "@/lib/requests/messages";
import { sessionStatuses } from "@/lib/remote/status";
import { membershipStatuses } from "@/lib/memberships/status";
import { bidStatuses, problemStatuses } from "@/lib/problems/status";
import type { Locale } from "@/data/locale";
import type { ProfileText } from "@/lib/techs/profile";
import type { DayInterval, Weekday } from "@/lib/scheduling/slots";
import { profileStatuses } from "@/lib/techs/status";
import { reviewStatuses } from "@/lib/reviews/status";

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

/**
 * A nullable text column for each field, under the column name given: the
 * contact fields are listed once, in lib/requests/contact-fields.ts.
 */
function textColumns<const Columns extends Record<string, string>>(
  columns: Columns,
) {
  return Object.fromEntries(
    Object.entries(columns).map(([field, column]) => [field, text(column)]),
  ) as {
    [Field in keyof Columns]: PgTextBuilderInitial<
      Columns[Field],
      [string, ...string[]]
    >;
  };
}

/** A service as it was booked: title and price from the catalogue on that day. */
export type BookedLine = {
  slug: string;
  title: string;
  price: number;
  homeVisit: boolean;
  /** The service's duration when booked (docs/product.md §23.1); older lines have none. */
  minutes?: number;
};

/**
 * The language the customer wrote in (docs/architecture.md, "The customer's
 * language"): every mail to them, and its calendar file, is in it.
 */
const language = () => text("language").$type<Locale>().notNull().default("en");
const languageCheck = (table: string, column: AnyPgColumn) =>
  check(`${table}_language_check`, sql`${column} in ('en', 'es')`);

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
    /** When the booking was marked Completed: the review window's start (docs/product.md §24). */
    completedAt: timestamp("completed_at", {
      withTimezone: true,
      mode: "date",
    }),
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
    /** The Tech who does the work: the one whose bid was accepted, or whom staff assigned. */
    assignedTechUid: text("assigned_tech_uid"),
    /**
     * Until when a Confirmed booking keeps its Tech busy: the start, the
     * visit's length and its buffer (docs/product.md §23.5). Kept by the
     * database's trigger `bookings_busy_until`, never written by the code;
     * the exclusion constraint `bookings_tech_no_overlap` (migration 0005)
     * refuses two such ranges of one Tech that overlap.
     */
    busyUntil: timestamp("busy_until", { withTimezone: true, mode: "date" }),
    /**
     * The checkout attempt that made the booking, drawn by the visitor's
     * browser and sent again with every retry of it: a retry whose first
     * request was stored (the answer lost with a server that died) finds this
     * booking instead of making a second (docs/several-servers.md).
     */
    idempotencyKey: text("idempotency_key"),
    language: language(),
    // Personal fields: emptied by the retention rule and by account deletion.
    ...textColumns(bookingContactColumns),
    erasedAt: timestamp("erased_at", { withTimezone: true, mode: "date" }),
    ...timestamps,
  },
  (t) => [
    languageCheck("bookings", t.language),
    uniqueIndex("bookings_reference_key").on(t.reference),
    uniqueIndex("bookings_idempotency_key_key").on(t.idempotencyKey),
    index("bookings_status_idx").on(t.status, t.createdAt),
    index("bookings_account_idx").on(t.accountUid),
    index("bookings_assigned_tech_idx").on(t.assignedTechUid, t.status),
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
    language: language(),
    // Personal fields: emptied by the retention rule.
    ...textColumns(messageContactColumns),
    erasedAt: timestamp("erased_at", { withTimezone: true, mode: "date" }),
    ...timestamps,
  },
  (t) => [
    languageCheck("messages", t.language),
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
    /** The customer's, member's or Tech's address for a mail to them; null for the company's copy (docs/product.md §21). */
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

// ---------------------------------------------------------------------------
// Techs and their profiles (docs/product.md §17)
// ---------------------------------------------------------------------------

/** Raw bytes: a profile photo, re-encoded by the server before it is kept. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

export const techProfileStatus = pgEnum("tech_profile_status", profileStatuses);

/**
 * One profile per Tech account. `text` is what the Tech last saved; `published`
 * is what the public page shows, set only when staff publish and cleared when
 * they hide it, so a change waiting for review never reaches the public page.
 */
export const techProfiles = pgTable(
  "tech_profiles",
  {
    uid: text("uid").primaryKey(),
    /** Lowercase letters, digits and dashes only; fixed once first published. */
    handle: text("handle").notNull(),
    status: techProfileStatus("status").notNull().default("draft"),
    /** Raised on every change; a staff action naming an older one is refused. */
    version: integer("version").notNull().default(1),
    text: jsonb("text").$type<ProfileText>().notNull(),
    published: jsonb("published").$type<ProfileText>(),
    /** WebP, at most 512 px, no metadata. */
    photo: bytea("photo"),
    publishedPhoto: bytea("published_photo"),
    /** The account's e-mail when last saved: where the Tech is written to. Never shown. */
    email: text("email"),
    firstPublishedAt: timestamp("first_published_at", {
      withTimezone: true,
      mode: "date",
    }),
    // When and where the Tech works (docs/product.md §23.2).
    /** Weekday (1 Monday … 7 Sunday) → intervals on the company's clock. */
    weeklyHours: jsonb("weekly_hours")
      .$type<Partial<Record<Weekday, DayInterval[]>>>()
      .notNull()
      .default({}),
    /** Dated time off, as ISO instants. */
    timeOff: jsonb("time_off")
      .$type<{ start: string; end: string }[]>()
      .notNull()
      .default([]),
    /** The 5-digit ZIP codes the Tech visits: the public profile shows them, bookings read them. */
    zips: text("zips")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * When the profile text's ZIP list was merged into `zips` (migration 0008),
     * until the Tech saves their list: the editor tells them so once.
     */
    zipsMergedAt: timestamp("zips_merged_at", {
      withTimezone: true,
      mode: "date",
    }),
    /** The services (slugs) the Tech takes: a subset of the skills. */
    takesServices: text("takes_services")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** A demo Tech that `npm start` seeds into an empty local database (docs/product.md §23). */
    demo: boolean("demo").notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("tech_profiles_handle_key").on(sql`lower(${t.handle})`),
    index("tech_profiles_status_idx").on(t.status, t.updatedAt),
  ],
);

/**
 * The history of Techs: the claim granted or removed on the desk, and every
 * change of a profile, with who made it, which field and why.
 */
export const techEvents = pgTable(
  "tech_events",
  {
    id: serial("id").primaryKey(),
    uid: text("uid").notNull(),
    at: timestamp("at", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow(),
    /** "tech <e-mail>" or "staff <e-mail>". */
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    field: text("field"),
    fromStatus: techProfileStatus("from_status"),
    toStatus: techProfileStatus("to_status"),
    note: text("note"),
  },
  (t) => [index("tech_events_uid_idx").on(t.uid, t.at)],
);

// ---------------------------------------------------------------------------
// Problems and bids (docs/product.md §18)
// ---------------------------------------------------------------------------

export const problemStatus = pgEnum("problem_status", problemStatuses);
export const bidStatus = pgEnum("bid_status", bidStatuses);

/**
 * A problem a Client posted. `publicId` is what URLs carry: random, so one
 * problem's address says nothing about another's. The Client's name, e-mail
 * and phone are shown to a Tech only once that Tech's bid is accepted.
 */
export const problems = pgTable(
  "problems",
  {
    id: serial("id").primaryKey(),
    publicId: text("public_id").notNull(),
    status: problemStatus("status").notNull().default("open"),
    version: integer("version").notNull().default(1),
    clientUid: text("client_uid").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    kind: text("kind").notNull(),
    device: text("device").notNull(),
    /** "phone" or "remote". */
    contactMethod: text("contact_method").notNull(),
    /** "everyone" or "chosen" (the Techs in problem_techs). */
    visibility: text("visibility").notNull(),
    expiresAt: timestamp("expires_at", {
      withTimezone: true,
      mode: "date",
    }).notNull(),
    /** The booking an accepted bid became. */
    bookingId: integer("booking_id").references(() => bookings.id),
    language: language(),
    // Personal fields: emptied by the retention rule.
    firstName: text("first_name"),
    lastName: text("last_name"),
    phone: text("phone"),
    email: text("email"),
    erasedAt: timestamp("erased_at", { withTimezone: true, mode: "date" }),
    ...timestamps,
  },
  (t) => [
    languageCheck("problems", t.language),
    uniqueIndex("problems_public_id_key").on(t.publicId),
    index("problems_client_idx").on(t.clientUid, t.createdAt),
    index("problems_status_idx").on(t.status, t.createdAt),
  ],
);

/** The Techs a Client chose, for a problem only they may see. */
export const problemTechs = pgTable(
  "problem_techs",
  {
    problemId: integer("problem_id")
      .notNull()
      .references(() => problems.id),
    techUid: text("tech_uid").notNull(),
  },
  (t) => [
    uniqueIndex("problem_techs_key").on(t.problemId, t.techUid),
    index("problem_techs_tech_idx").on(t.techUid),
  ],
);

/** A Tech's bid: one per Tech per problem, whatever became of it. */
export const bids = pgTable(
  "bids",
  {
    id: serial("id").primaryKey(),
    publicId: text("public_id").notNull(),
    problemId: integer("problem_id")
      .notNull()
      .references(() => problems.id),
    techUid: text("tech_uid").notNull(),
    status: bidStatus("status").notNull().default("pending"),
    version: integer("version").notNull().default(1),
    /** Whole US dollars. */
    price: integer("price").notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    timeWindow: text("time_window").notNull(),
    message: text("message").notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("bids_public_id_key").on(t.publicId),
    uniqueIndex("bids_problem_tech_key").on(t.problemId, t.techUid),
    index("bids_tech_idx").on(t.techUid, t.createdAt),
  ],
);

/**
 * Every change of a problem and of its bids: who, when, from which state to
 * which, and why. A bid's entries name the bid; the problem's do not.
 */
export const problemEvents = pgTable(
  "problem_events",
  {
    id: serial("id").primaryKey(),
    problemId: integer("problem_id")
      .notNull()
      .references(() => problems.id),
    bidId: integer("bid_id").references(() => bids.id),
    at: timestamp("at", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow(),
    /** "client", "tech <e-mail>", "staff <e-mail>" or "system". */
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    note: text("note"),
  },
  (t) => [index("problem_events_problem_idx").on(t.problemId, t.at)],
);

// Memberships (docs/product.md §20): Managed IT plans recorded by staff for an
// account, their history, and the reminders sent for each term.

export const membershipStatus = pgEnum("membership_status", membershipStatuses);

export const memberships = pgTable(
  "memberships",
  {
    id: serial("id").primaryKey(),
    /** The member's Firebase account, found by e-mail when staff recorded it. */
    accountUid: text("account_uid").notNull(),
    /** Where the member's e-mails go; erased by the retention rule after the end. */
    email: text("email"),
    plan: text("plan").notNull(),
    /** The agreed yearly price, in whole US dollars. */
    price: integer("price").notNull(),
    status: membershipStatus("status").notNull().default("renewing"),
    version: integer("version").notNull().default(1),
    registeredOn: date("registered_on", { mode: "string" }).notNull(),
    termStart: date("term_start", { mode: "string" }).notNull(),
    /** The term's end day, on which the next term starts (company's calendar). */
    termEnd: date("term_end", { mode: "string" }).notNull(),
    autoRenewChangedAt: timestamp("auto_renew_changed_at", {
      withTimezone: true,
      mode: "date",
    }),
    endedOn: date("ended_on", { mode: "string" }),
    language: language(),
    erasedAt: timestamp("erased_at", { withTimezone: true, mode: "date" }),
    ...timestamps,
  },
  (t) => [
    languageCheck("memberships", t.language),
    // One active membership per account, even when two desks record at once.
    uniqueIndex("memberships_one_active_key")
      .on(t.accountUid)
      .where(sql`${t.status} <> 'ended'`),
    index("memberships_due_idx").on(t.status, t.termEnd),
  ],
);

/** Every change of a membership: who, when, what, and the term it left. */
export const membershipEvents = pgTable(
  "membership_events",
  {
    id: serial("id").primaryKey(),
    membershipId: integer("membership_id")
      .notNull()
      .references(() => memberships.id),
    at: timestamp("at", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow(),
    /** "member", "staff <e-mail>" or "system". */
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    fromStatus: membershipStatus("from_status"),
    toStatus: membershipStatus("to_status").notNull(),
    termStart: date("term_start", { mode: "string" }).notNull(),
    termEnd: date("term_end", { mode: "string" }).notNull(),
    note: text("note"),
    /** The member's e-mail about this change, so erasure can find it. */
    notificationId: integer("notification_id").references(
      () => notifications.id,
    ),
  },
  (t) => [index("membership_events_membership_idx").on(t.membershipId, t.at)],
);

/** Reminders sent, one of each kind per term, however often the periodic work runs. */
export const membershipReminders = pgTable(
  "membership_reminders",
  {
    membershipId: integer("membership_id")
      .notNull()
      .references(() => memberships.id),
    termEnd: date("term_end", { mode: "string" }).notNull(),
    kind: text("kind").notNull(),
    notificationId: integer("notification_id").references(
      () => notifications.id,
    ),
    at: timestamp("at", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    uniqueIndex("membership_reminders_once_key").on(
      t.membershipId,
      t.termEnd,
      t.kind,
    ),
  ],
);

// Remote sessions (docs/product.md §19): the computers a customer registers,
// the requests staff make on a booking, and who gets the customer's e-mails.

/** A computer the account's customer registered for remote sessions. Never deleted: removing it sets `removedAt`. */
export const remoteComputers = pgTable(
  "remote_computers",
  {
    id: serial("id").primaryKey(),
    accountUid: text("account_uid").notNull(),
    // Personal fields: emptied by the retention rule once it is removed.
    name: text("name"),
    note: text("note"),
    os: text("os").notNull(),
    removedAt: timestamp("removed_at", { withTimezone: true, mode: "date" }),
    erasedAt: timestamp("erased_at", { withTimezone: true, mode: "date" }),
    ...timestamps,
  },
  (t) => [index("remote_computers_account_idx").on(t.accountUid)],
);

export const remoteSessionStatus = pgEnum(
  "remote_session_status",
  sessionStatuses,
);

/** One request for a remote session, and every step it went through. */
export const remoteSessions = pgTable(
  "remote_sessions",
  {
    id: serial("id").primaryKey(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id),
    computerId: integer("computer_id")
      .notNull()
      .references(() => remoteComputers.id),
    /** The booking's account when asked: the only one that may answer. */
    accountUid: text("account_uid").notNull(),
    /** "view" or "control". */
    access: text("access").notNull(),
    status: remoteSessionStatus("status").notNull().default("requested"),
    version: integer("version").notNull().default(1),
    requestedBy: text("requested_by").notNull(),
    requestedAt: timestamp("requested_at", {
      withTimezone: true,
      mode: "date",
    }).notNull(),
    decidedAt: timestamp("decided_at", { withTimezone: true, mode: "date" }),
    approvedAt: timestamp("approved_at", { withTimezone: true, mode: "date" }),
    /** HMAC-SHA256 of the one-time code under a server secret; never the code. */
    codeHash: text("code_hash"),
    wrongCodes: integer("wrong_codes").notNull().default(0),
    startedBy: text("started_by"),
    startedAt: timestamp("started_at", { withTimezone: true, mode: "date" }),
    /** "customer", "staff <e-mail>" or "system". */
    endedBy: text("ended_by"),
    endedAt: timestamp("ended_at", { withTimezone: true, mode: "date" }),
    /** Why it closed: "denied", "expired", "customer", "staff", "timeout", "wrong-codes". */
    outcome: text("outcome"),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    // One open request per booking, whatever races to make a second.
    uniqueIndex("remote_sessions_one_open_key")
      .on(t.bookingId)
      .where(sql`status in ('requested', 'approved', 'started')`),
    index("remote_sessions_account_idx").on(t.accountUid, t.requestedAt),
    index("remote_sessions_computer_idx").on(t.computerId),
    index("remote_sessions_status_idx").on(t.status),
  ],
);

// Desk search (docs/product.md §15.13): its indexes are built on expressions
// (a reference's code, a phone's reversed digits, lower-case names and
// e-mails) and live in the migration 0004_desk_search.sql, written by hand; the
// queries that use them are in lib/server/desk/search.ts.

/**
 * What a booking's change changed, beside its history entry, so the desk's
 * history can say it (docs/product.md §15.3): for a confirmation the start;
 * for a visitor's change the window before and after, and the start it had.
 */
export const bookingEventChanges = pgTable("booking_event_changes", {
  eventId: integer("event_id")
    .primaryKey()
    .references(() => bookingEvents.id),
  fromDate: date("from_date", { mode: "string" }),
  fromWindow: text("from_window"),
  fromStartsAt: timestamp("from_starts_at", {
    withTimezone: true,
    mode: "date",
  }),
  toDate: date("to_date", { mode: "string" }),
  toWindow: text("to_window"),
  startsAt: timestamp("starts_at", { withTimezone: true, mode: "date" }),
});

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

// Reviews (docs/product.md §24): one per Completed booking, by its customer.

export const reviewStatus = pgEnum("review_status", reviewStatuses);

export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id),
    /** The booking's account when the review was written; null for a guest booking. */
    accountUid: text("account_uid"),
    /** The Tech who did the job, if one was assigned. */
    techUid: text("tech_uid"),
    /** The services (slugs) the job included: what service pages average over. */
    services: text("services").array().notNull(),
    status: reviewStatus("status").notNull().default("new"),
    version: integer("version").notNull().default(1),
    rating: integer("rating").notNull(),
    body: text("body").notNull(),
    /** How the author signs, e.g. "Maria L."; null once erased ("a customer"). */
    authorName: text("author_name"),
    /** Where the author is told of a hidden review; erased with the name. Never shown. */
    email: text("email"),
    /** Changes the author has made; one is allowed. */
    edits: integer("edits").notNull().default(0),
    /** The reason's id from data/reviews.ts, when hidden. */
    hiddenReason: text("hidden_reason"),
    /** The Tech's one public reply. */
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true, mode: "date" }),
    erasedAt: timestamp("erased_at", { withTimezone: true, mode: "date" }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("reviews_booking_key").on(t.bookingId),
    index("reviews_tech_idx").on(t.techUid, t.status, t.createdAt),
    index("reviews_status_idx").on(t.status, t.createdAt),
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
    check("reviews_edits_range", sql`${t.edits} between 0 and 1`),
  ],
);

/** Every step of a review: written, edited, kept, hidden (with the reason), replied. */
export const reviewEvents = pgTable(
  "review_events",
  {
    id: serial("id").primaryKey(),
    reviewId: integer("review_id")
      .notNull()
      .references(() => reviews.id),
    at: timestamp("at", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow(),
    /** "customer", "tech <uid>", "staff <e-mail>" or "system". */
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    fromStatus: reviewStatus("from_status"),
    toStatus: reviewStatus("to_status").notNull(),
    note: text("note"),
    /** The author's e-mail about this step, so erasure can find it. */
    notificationId: integer("notification_id").references(
      () => notifications.id,
    ),
  },
  (t) => [index("review_events_review_idx").on(t.reviewId, t.at)],
);
