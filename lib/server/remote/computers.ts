import "server-only";
import { and, asc, count, eq, inArray, isNull, sql } from "drizzle-orm";
import { computerLimits } from "@/data/remote-sessions";
import { openStatuses } from "@/lib/remote/status";
import type { ComputerInput } from "@/lib/remote/computer-checks";
import type { Computer } from "@/lib/remote/rules";
import type { Database, Transaction } from "@/lib/server/db/client";
import { remoteComputers, remoteSessions } from "@/lib/server/db/schema";
import { expireRemoteSessions } from "./steps";

export type ComputerResult =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly reason: "limit" | "not-found" | "in-session";
    };

const live = (uid: string) =>
  and(eq(remoteComputers.accountUid, uid), isNull(remoteComputers.removedAt));

/** The account's registered computers, oldest first; removed ones are kept but not listed. */
export async function computersOf(
  db: Database | Transaction,
  uid: string,
): Promise<Computer[]> {
  const rows = await db
    .select()
    .from(remoteComputers)
    .where(live(uid))
    .orderBy(asc(remoteComputers.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name ?? "",
    os: r.os,
    note: r.note ?? "",
  }));
}

/**
 * Registers a computer, up to 10 per account. The account's computers are
 * counted under a lock held for the transaction, so two adds at once cannot
 * both take the tenth place.
 */
export async function addComputer(
  db: Database,
  uid: string,
  input: ComputerInput,
  now: Date,
): Promise<ComputerResult> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`remote-computers:${uid}`}))`,
    );
    const [row] = await tx
      .select({ n: count() })
      .from(remoteComputers)
      .where(live(uid));
    if ((row?.n ?? 0) >= computerLimits.perAccount) {
      return { ok: false, reason: "limit" };
    }
    await tx.insert(remoteComputers).values({
      accountUid: uid,
      name: input.name,
      os: input.os,
      note: input.note || null,
      createdAt: now,
      updatedAt: now,
    });
    return { ok: true };
  });
}

/** Renames a computer of this account (its name, system and note); another's is not found. */
export async function renameComputer(
  db: Database,
  uid: string,
  id: number,
  input: ComputerInput,
  now: Date,
): Promise<ComputerResult> {
  const changed = await db
    .update(remoteComputers)
    .set({
      name: input.name,
      os: input.os,
      note: input.note || null,
      updatedAt: now,
    })
    .where(and(eq(remoteComputers.id, id), live(uid)))
    .returning({ id: remoteComputers.id });
  return changed.length > 0 ? { ok: true } : { ok: false, reason: "not-found" };
}

/**
 * Removes a computer of this account from its list, unless a request on it
 * is still open (requested, approved or started). The row stays, so the
 * record of past sessions still names it. A request locks the computer's row
 * as it is made, so removing and asking cannot cross.
 */
export async function removeComputer(
  db: Database,
  uid: string,
  id: number,
  now: Date,
): Promise<ComputerResult> {
  // A request whose time is up no longer holds the computer.
  await expireRemoteSessions(db, now, { accountUid: uid });
  return db.transaction(async (tx) => {
    const [computer] = await tx
      .select({ id: remoteComputers.id })
      .from(remoteComputers)
      .where(and(eq(remoteComputers.id, id), live(uid)))
      .for("update");
    if (!computer) return { ok: false, reason: "not-found" };
    const [open] = await tx
      .select({ id: remoteSessions.id })
      .from(remoteSessions)
      .where(
        and(
          eq(remoteSessions.computerId, id),
          inArray(remoteSessions.status, [...openStatuses]),
        ),
      )
      .limit(1);
    if (open) return { ok: false, reason: "in-session" };
    await tx
      .update(remoteComputers)
      .set({ removedAt: now, updatedAt: now })
      .where(eq(remoteComputers.id, id));
    return { ok: true };
  });
}
