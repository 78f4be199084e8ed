import "server-only";
import { and, asc, eq, gt, lt, ne, sql } from "drizzle-orm";
import type { TechAvailability } from "@/lib/scheduling/slots";
import type { Database, Transaction } from "@/lib/server/db/client";
import { bookings, techProfiles } from "@/lib/server/db/schema";
import { publicName, publicTech } from "@/lib/server/techs/public";

/** A Tech customers may book, with what the slot function and the picker need. */
export type BookableTech = TechAvailability & {
  readonly handle: string;
  readonly displayName: string;
  readonly publishedAt: Date;
  /** Where the Tech's mails go, read with the rest for a booking's mails: never shown. */
  readonly address: string | null;
};

type Window = {
  from: Date;
  to: Date;
  /** A booking being moved: its own time does not count as taken. */
  except?: number;
  /**
   * The customer's ZIP ("" for none): each Tech's ZIP codes are read as that
   * one or none, instead of up to 1,000 strings per Tech on every search.
   */
  zip: string;
};

/** The reads under way, per database handle (a transaction has its own). */
const reading = new WeakMap<object, Map<string, Promise<BookableTech[]>>>();

/**
 * Every Tech offered to customers, with their hours, time off, ZIP codes and
 * services, and their Confirmed bookings that overlap `from`–`to` (each from
 * its start to `busy_until`, buffer included). One query, whatever the
 * number of Techs.
 *
 * Callers asking the same while a read is under way share it: in a rush of
 * bookings for one week, one read answers all those in flight instead of each
 * queueing its own. What they get is at most that read's age old, and a
 * booking is judged again by the database's constraint (docs/product.md §23.5).
 */
export function bookableTechs(
  db: Database | Transaction,
  window: Window,
): Promise<BookableTech[]> {
  const { from, to, except, zip } = window;
  const key = `${from.getTime()} ${to.getTime()} ${except ?? ""} ${zip}`;
  let reads = reading.get(db);
  if (!reads) reading.set(db, (reads = new Map()));
  const under = reads.get(key);
  if (under) return under;
  const read = readBookableTechs(db, window).finally(() => reads.delete(key));
  reads.set(key, read);
  return read;
}

async function readBookableTechs(
  db: Database | Transaction,
  { from, to, except, zip }: Window,
): Promise<BookableTech[]> {
  const profiles = await db
    .select({
      uid: techProfiles.uid,
      handle: techProfiles.handle,
      displayName: publicName,
      address: techProfiles.email,
      firstPublishedAt: techProfiles.firstPublishedAt,
      weekly: techProfiles.weeklyHours,
      timeOff: techProfiles.timeOff,
      zips: sql<
        string[]
      >`case when ${zip} = any(${techProfiles.zips}) then array[${zip}]::text[] else '{}'::text[] end`,
      services: techProfiles.takesServices,
      // Each Tech's Confirmed bookings in the window, in the same round trip.
      busy: sql<[string, string][]>`coalesce((
        select json_agg(json_build_array(${bookings.startsAt}, ${bookings.busyUntil}))
        from ${bookings}
        where ${and(
          eq(bookings.assignedTechUid, techProfiles.uid),
          eq(bookings.status, "confirmed"),
          lt(bookings.startsAt, to),
          gt(bookings.busyUntil, from),
          except === undefined ? undefined : ne(bookings.id, except),
        )}
      ), '[]'::json)`,
    })
    .from(techProfiles)
    .where(publicTech)
    .orderBy(asc(techProfiles.firstPublishedAt), asc(techProfiles.uid));
  return profiles.map((profile) => ({
    uid: profile.uid,
    handle: profile.handle,
    displayName: profile.displayName,
    address: profile.address,
    publishedAt: profile.firstPublishedAt ?? new Date(0),
    weekly: profile.weekly,
    timeOff: profile.timeOff.map((off) => ({
      start: new Date(off.start),
      end: new Date(off.end),
    })),
    zips: profile.zips,
    services: profile.services,
    busy: profile.busy.map(([start, end]) => ({
      start: new Date(start),
      end: new Date(end),
    })),
  }));
}

/** Whether any Tech offered to customers visits `zip` (docs/product.md §23.7). */
export async function zipVisited(db: Database, zip: string): Promise<boolean> {
  const [row] = await db
    .select({ uid: techProfiles.uid })
    .from(techProfiles)
    .where(and(publicTech, sql`${zip} = any(${techProfiles.zips})`))
    .limit(1);
  return row !== undefined;
}

/**
 * Whether a home visit may be booked at `zip`: some Tech offered to customers
 * visits it, or none visits any ZIP yet, when every visit is requested and
 * staff find the Tech (docs/product.md §23.7).
 */
export async function zipServed(db: Database, zip: string): Promise<boolean> {
  return (await zipVisited(db, zip)) || !(await anyZipVisited(db));
}

/** Whether any Tech offered to customers visits any ZIP at all. */
export async function anyZipVisited(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ uid: techProfiles.uid })
    .from(techProfiles)
    .where(and(publicTech, sql`cardinality(${techProfiles.zips}) > 0`))
    .limit(1);
  return row !== undefined;
}
