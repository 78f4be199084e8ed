import "server-only";
import { and, asc, count, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { PublicProfile } from "@/lib/techs/views";
import type { Database, Transaction } from "@/lib/server/db/client";
import { bookings, techProfiles } from "@/lib/server/db/schema";

// What the public pages read (docs/product.md §17.4): only what staff
// published. The pages read it through the data cache in ./cache.ts.

/**
 * A Tech the public may see: published, and not hidden since (docs/product.md
 * §17, §23.2). Public pages, problems, scheduling and reviews all ask this one.
 */
export const publicTech = and(
  isNotNull(techProfiles.published),
  sql`${techProfiles.status} <> 'hidden'`,
);

/** The published name alone: the whole published profile (bio, skills) is not read for it. */
export const publicName = sql<string>`${techProfiles.published}->>'displayName'`;

/** Whether this account is a Tech with a public profile: only they see and bid on problems. */
export async function isPublishedTech(
  db: Database | Transaction,
  uid: string,
): Promise<boolean> {
  const [row] = await db
    .select({ uid: techProfiles.uid })
    .from(techProfiles)
    .where(and(eq(techProfiles.uid, uid), publicTech));
  return Boolean(row);
}

/**
 * Every public Tech, by uid: the public name and handle, all a customer is
 * told of the Tech coming to them (docs/product.md §23.6).
 */
export async function publicTechNames(
  db: Database,
): Promise<Map<string, { displayName: string; handle: string }>> {
  const rows = await db
    .select({
      uid: techProfiles.uid,
      handle: techProfiles.handle,
      displayName: publicName,
    })
    .from(techProfiles)
    .where(publicTech);
  return new Map(
    rows.map((row) => [
      row.uid,
      { displayName: row.displayName, handle: row.handle },
    ]),
  );
}

export async function publishedProfiles(
  db: Database,
): Promise<PublicProfile[]> {
  const rows = await db
    .select({
      uid: techProfiles.uid,
      handle: techProfiles.handle,
      published: techProfiles.published,
      zips: techProfiles.zips,
      hasPhoto: sql<boolean>`${techProfiles.publishedPhoto} is not null`,
      firstPublishedAt: techProfiles.firstPublishedAt,
    })
    .from(techProfiles)
    .where(publicTech)
    .orderBy(asc(techProfiles.firstPublishedAt), asc(techProfiles.handle));
  const jobs = await completedJobsOf(
    db,
    rows.map((row) => row.uid),
  );
  return rows.map((row) => ({
    handle: row.handle,
    text: row.published!,
    zips: row.zips,
    hasPhoto: row.hasPhoto,
    memberSince: (row.firstPublishedAt ?? new Date(0)).toISOString(),
    completedJobs: jobs.get(row.uid) ?? 0,
  }));
}

/**
 * Completed jobs per Tech: the bookings assigned to them that were marked
 * Completed (docs/product.md §18.5). The count comes from here alone.
 */
export async function completedJobsOf(
  db: Database,
  uids: readonly string[],
): Promise<Map<string, number>> {
  if (uids.length === 0) return new Map();
  const rows = await db
    .select({ uid: bookings.assignedTechUid, jobs: count() })
    .from(bookings)
    .where(
      and(
        inArray(bookings.assignedTechUid, [...uids]),
        eq(bookings.status, "completed"),
      ),
    )
    .groupBy(bookings.assignedTechUid);
  return new Map(rows.map((row) => [row.uid!, row.jobs]));
}

export async function publishedPhoto(
  db: Database,
  handle: string,
): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ photo: techProfiles.publishedPhoto })
    .from(techProfiles)
    .where(and(eq(techProfiles.handle, handle), publicTech));
  return row?.photo ?? undefined;
}

/** Each published Tech's account and handle, for what the pages show per Tech (their reviews). */
export async function publishedUids(
  db: Database,
): Promise<{ uid: string; handle: string }[]> {
  return db
    .select({ uid: techProfiles.uid, handle: techProfiles.handle })
    .from(techProfiles)
    .where(publicTech);
}
