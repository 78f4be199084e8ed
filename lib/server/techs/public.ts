import "server-only";
import { and, asc, count, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { PublicProfile } from "@/lib/techs/views";
import type { Database } from "@/lib/server/db/client";
import { bookings, techProfiles } from "@/lib/server/db/schema";

// What the public pages read (docs/product.md §17.4): only what staff
// published. The pages read it through the data cache in ./cache.ts.

const isPublic = and(
  isNotNull(techProfiles.published),
  sql`${techProfiles.status} <> 'hidden'`,
);

export async function publishedProfiles(
  db: Database,
): Promise<PublicProfile[]> {
  const rows = await db
    .select({
      uid: techProfiles.uid,
      handle: techProfiles.handle,
      published: techProfiles.published,
      hasPhoto: sql<boolean>`${techProfiles.publishedPhoto} is not null`,
      firstPublishedAt: techProfiles.firstPublishedAt,
    })
    .from(techProfiles)
    .where(isPublic)
    .orderBy(asc(techProfiles.firstPublishedAt), asc(techProfiles.handle));
  const jobs = await completedJobsOf(
    db,
    rows.map((row) => row.uid),
  );
  return rows.map((row) => ({
    handle: row.handle,
    text: row.published!,
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
    .where(and(eq(techProfiles.handle, handle), isPublic));
  return row?.photo ?? undefined;
}

/** Each published Tech's account and handle, for what the pages show per Tech (their reviews). */
export async function publishedUids(
  db: Database,
): Promise<{ uid: string; handle: string }[]> {
  return db
    .select({ uid: techProfiles.uid, handle: techProfiles.handle })
    .from(techProfiles)
    .where(isPublic);
}
