import "server-only";
import {
  and,
  desc,
  gte,
  lt,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from "drizzle-orm";
import { company } from "@/data/company";
import { formatUsd } from "@/data/money";
import { bookingStatuses, isBookingStatus } from "@/lib/bookings/status";
import { formatDate, formatDateTime } from "@/lib/dates";
import { zonedTimeToUtc } from "@/lib/dates/zones";
import { translator } from "@/lib/i18n/catalogue";
import { windowLabel } from "@/lib/bookings/manage";
import {
  mergeHits,
  searchLimit,
  searchTerms,
  type SearchHit,
  type SearchQuery,
  type SearchResult,
  type SearchTerms,
} from "@/lib/desk/search";
import { messageStatuses, type MessageStatus } from "@/lib/requests/messages";
import type { Database } from "@/lib/server/db/client";
import { bookings, messages } from "@/lib/server/db/schema";

/**
 * The desk's search (docs/product.md §15.13). Each kind of record the desk
 * keeps is one `SearchSource`; a desk section that adds a kind adds its
 * source to `searchSources`, and the box, the filters and the results page
 * take it in. Every expression here is the one an index of the schema is
 * built on (the "Desk search" block), so each term is an index lookup.
 */
export type SearchSource = {
  /** The states this kind has, for the state filter: value and label. */
  readonly states: Readonly<Record<string, string>>;
  readonly search: (
    db: Database,
    terms: SearchTerms,
    filter: Filter,
    limit: number,
  ) => Promise<SearchHit[]>;
};

type Filter = {
  readonly state: string;
  /** Requested or received at or after. */
  readonly from?: Date;
  /** …and before. */
  readonly before?: Date;
};

/** The digits of a phone number, reversed, so a number's end is an indexable prefix. */
export const phoneKey = (column: AnyColumn) =>
  sql`reverse(regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g'))`;

/** A reference's six characters after its prefix. */
export const referenceCode = (column: AnyColumn) => sql`right(${column}, 6)`;

/** The search's words: the desk is English only. */
const t = translator("en", "deskSearch");
const bookingState = translator("en", "bookingStatus");
const messageState = translator("en", "desk.messageStatus");

const startsWith = (expression: SQL, prefix: string) =>
  sql`${expression} like ${`${prefix}%`}`;

const lower = (column: AnyColumn) => sql`lower(${column})`;

/** The last word of a one-field name ("Ada Lovelace" → "lovelace"). */
export const lastWord = (column: AnyColumn) =>
  sql`lower(substring(${column} from '\\S+$'))`;

/** The conditions every source shares: reference code, phone end, and the filter's dates. */
function common(
  terms: SearchTerms,
  columns: { reference: AnyColumn; phone: AnyColumn },
): SQL[] {
  const found: SQL[] = [];
  if (terms.code)
    found.push(sql`${referenceCode(columns.reference)} = ${terms.code}`);
  if (terms.digits) {
    found.push(
      startsWith(phoneKey(columns.phone), [...terms.digits].reverse().join("")),
    );
  }
  return found;
}

function dates(column: AnyColumn, filter: Filter): (SQL | undefined)[] {
  return [
    filter.from && gte(column, filter.from),
    filter.before && lt(column, filter.before),
  ];
}

const bookingSource: SearchSource = {
  states: Object.fromEntries(bookingStatuses.map((s) => [s, bookingState(s)])),
  async search(db, terms, filter, limit) {
    if (filter.state && !isBookingStatus(filter.state)) return [];
    const matches = common(terms, {
      reference: bookings.reference,
      phone: bookings.phone,
    });
    const [first, second] = terms.words;
    if (first && second) {
      // "ada love": a first name and a last name, each by its start.
      matches.push(
        and(
          startsWith(lower(bookings.firstName), first),
          startsWith(lower(bookings.lastName), second),
        )!,
      );
    } else if (first) {
      matches.push(
        startsWith(lower(bookings.firstName), first),
        startsWith(lower(bookings.lastName), first),
        startsWith(lower(bookings.email), first),
      );
    }
    const rows = await db
      .select()
      .from(bookings)
      .where(
        and(
          matches.length > 0 ? or(...matches) : undefined,
          filter.state ? sql`${bookings.status} = ${filter.state}` : undefined,
          ...dates(bookings.createdAt, filter),
        ),
      )
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(limit);
    return rows.map((b) => ({
      kind: "booking",
      kindLabel: t("booking"),
      reference: b.reference,
      status: b.status,
      statusLabel: bookingState(b.status),
      name: [b.firstName, b.lastName].filter(Boolean).join(" ") || null,
      language: b.language,
      phone: b.phone,
      email: b.email,
      createdAt: b.createdAt.toISOString(),
      summary: [
        b.services.map((s) => s.title).join(", "),
        formatUsd(b.total),
        b.startsAt
          ? t("startsAt", { time: formatDateTime(b.startsAt.toISOString()) })
          : t("preferred", {
              date: formatDate(b.preferredDate),
              window: windowLabel(b.timeWindow),
            }),
      ].join(" · "),
      href: `/staff?booking=${encodeURIComponent(b.reference)}`,
    }));
  },
};

const messageSource: SearchSource = {
  states: Object.fromEntries(messageStatuses.map((s) => [s, messageState(s)])),
  async search(db, terms, filter, limit) {
    if (
      filter.state &&
      !messageStatuses.includes(filter.state as MessageStatus)
    ) {
      return [];
    }
    const matches = common(terms, {
      reference: messages.reference,
      phone: messages.phone,
    });
    const [first, second] = terms.words;
    const word = second ?? first;
    if (first) {
      matches.push(
        startsWith(lower(messages.name), terms.words.join(" ")),
        startsWith(lower(messages.email), first),
      );
    }
    if (word) matches.push(startsWith(lastWord(messages.name), word));
    const rows = await db
      .select()
      .from(messages)
      .where(
        and(
          matches.length > 0 ? or(...matches) : undefined,
          filter.state ? sql`${messages.status} = ${filter.state}` : undefined,
          ...dates(messages.createdAt, filter),
        ),
      )
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(limit);
    return rows.map((m) => ({
      kind: "message",
      kindLabel: t("message"),
      reference: m.reference,
      status: m.status,
      statusLabel: messageState(m.status),
      name: m.name,
      language: m.language,
      phone: m.phone,
      email: m.email,
      createdAt: m.createdAt.toISOString(),
      summary:
        m.message === null
          ? "(erased)"
          : m.message.length > 120
            ? `${m.message.slice(0, 120)}…`
            : m.message,
      href: `/staff?message=${encodeURIComponent(m.reference)}`,
    }));
  },
};

/** Every kind the box searches, in the order the state filter lists their states. */
export const searchSources: readonly SearchSource[] = [
  bookingSource,
  messageSource,
];

/** The state filter's choices: every kind's states, each once. */
export function searchStates(): [string, string][] {
  const seen = new Map<string, string>();
  for (const source of searchSources) {
    for (const [value, label] of Object.entries(source.states)) {
      if (!seen.has(value)) seen.set(value, label);
    }
  }
  return [...seen];
}

function nextDay(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/**
 * Everything that matches, newest first, at most `searchLimit`. An empty box
 * with no filter finds nothing: the lists already show the day's work.
 */
export async function searchDesk(
  db: Database,
  query: SearchQuery,
): Promise<SearchResult> {
  const terms = searchTerms(query.q);
  const readable = terms.code || terms.digits || terms.words.length > 0;
  if (query.q ? !readable : !query.state && !query.from && !query.to) {
    return { hits: [], cut: false };
  }
  // Midnight exists on every day in New York: the clocks change at 2 AM.
  const filter: Filter = {
    state: query.state,
    from: query.from
      ? zonedTimeToUtc(query.from, "00:00", company.timeZone)
      : undefined,
    before: query.to
      ? zonedTimeToUtc(nextDay(query.to), "00:00", company.timeZone)
      : undefined,
  };
  const lists = await Promise.all(
    searchSources.map((s) => s.search(db, terms, filter, searchLimit + 1)),
  );
  return mergeHits(lists);
}
