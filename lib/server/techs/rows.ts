import "server-only";
import { eq } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import { composeProfileNotice, type ProfileNotice } from "@/lib/techs/mail";
import type { ProfileStatus } from "@/lib/techs/status";
import { siteUrl } from "@/lib/site";
import type { Database, Transaction } from "@/lib/server/db/client";
import { techEvents, techProfiles } from "@/lib/server/db/schema";
import { nextVersion } from "@/lib/server/db/versioned";
import { queueMail } from "@/lib/server/outbox";

// What the editor, the desk, the role change and the Tech's availability
// share: the profile row, its history and the Tech's e-mail (docs/product.md
// §17). The one writer of tech_profiles: the others call these.

export type ProfileRow = typeof techProfiles.$inferSelect;

export async function profileRow(
  db: Database | Transaction,
  uid: string,
): Promise<ProfileRow | undefined> {
  const [row] = await db
    .select()
    .from(techProfiles)
    .where(eq(techProfiles.uid, uid));
  return row;
}

/** The profile a change is about, locked until the change's transaction ends. */
export async function lockedProfile(
  tx: Transaction,
  uid: string,
): Promise<ProfileRow | undefined> {
  const [row] = await tx
    .select()
    .from(techProfiles)
    .where(eq(techProfiles.uid, uid))
    .for("update");
  return row;
}

/**
 * A new profile, returned as written. A handle or account taken already fails
 * with a unique violation, or, `ifAbsent`, writes nothing and returns undefined.
 */
export async function insertProfile(
  tx: Transaction,
  values: typeof techProfiles.$inferInsert,
  { ifAbsent = false } = {},
): Promise<ProfileRow | undefined> {
  const insert = tx.insert(techProfiles).values(values);
  const [row] = await (
    ifAbsent ? insert.onConflictDoNothing() : insert
  ).returning();
  return row;
}

/**
 * A change of the profile: what `set` says, with its version raised and the
 * time of the change; returns the row as written.
 */
export async function updateProfile(
  tx: Transaction,
  uid: string,
  now: Date,
  set: Omit<PgUpdateSetSource<typeof techProfiles>, "version" | "updatedAt">,
): Promise<ProfileRow> {
  const [row] = await tx
    .update(techProfiles)
    .set({ ...set, version: nextVersion(techProfiles.version), updatedAt: now })
    .where(eq(techProfiles.uid, uid))
    .returning();
  return row!;
}

/** One history row. */
export async function recordEvent(
  tx: Transaction,
  event: {
    uid: string;
    actor: string;
    action: string;
    field?: string | null;
    fromStatus?: ProfileStatus | null;
    toStatus?: ProfileStatus | null;
    note?: string | null;
    at: Date;
  },
): Promise<void> {
  await tx.insert(techEvents).values({
    uid: event.uid,
    actor: event.actor,
    action: event.action,
    field: event.field ?? null,
    fromStatus: event.fromStatus ?? null,
    toStatus: event.toStatus ?? null,
    note: event.note ?? null,
    at: event.at,
  });
}

/**
 * The e-mail to a Tech, into the outbox in the same transaction as its
 * change; none without an address. Returns how many mails were queued, so
 * the caller knows to start the sender once the change has committed.
 */
export async function notifyTech(
  tx: Transaction,
  address: string | null,
  notice: ProfileNotice,
  names: { displayName: string; handle?: string },
  now: Date,
): Promise<number> {
  return (
    await queueMail(
      tx,
      [
        address
          ? {
              ...composeProfileNotice(notice, {
                ...names,
                origin: siteUrl().origin,
              }),
              to: address,
            }
          : null,
      ],
      { now },
    )
  ).length;
}
