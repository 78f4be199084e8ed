import "server-only";
import { and, sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { techProfiles } from "@/lib/server/db/schema";
import { publicTech } from "@/lib/server/techs/public";
import { bookingRecords, changeRecord } from "@/lib/server/records";

export type AssignOutcome =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly reason: "not-found" | "no-tech" | "not-allowed";
    };

/**
 * Staff assign a Requested booking to a Tech with a public profile
 * (docs/product.md §18.7), through changeRecord: the booking is locked, its
 * version raised and the assignment written to its history; its state stays
 * Requested until the Tech confirms a start.
 */
export async function assignBooking(
  db: Database,
  staff: { by: string },
  reference: string,
  handle: string,
  now: Date,
): Promise<AssignOutcome> {
  const [tech] = await db
    .select({
      uid: techProfiles.uid,
      name: sql<string>`${techProfiles.published}->>'displayName'`,
    })
    .from(techProfiles)
    .where(
      and(
        sql`lower(${techProfiles.handle}) = ${handle.toLowerCase()}`,
        publicTech,
      ),
    );
  if (!tech) return { ok: false, reason: "no-tech" };
  const result = await changeRecord(db, bookingRecords, reference, {
    action: "assign",
    by: staff.by,
    note: `Assigned to ${tech.name}.`,
    now,
    to: (current) =>
      current.status === "requested" ? current.status : undefined,
    set: { assignedTechUid: tech.uid },
  });
  if (result.ok) return { ok: true };
  return {
    ok: false,
    reason: result.reason === "not-found" ? "not-found" : "not-allowed",
  };
}
