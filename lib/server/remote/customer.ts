import "server-only";
import type { Locale } from "@/data/locale";
import { and, desc, eq } from "drizzle-orm";
import type { SessionView } from "@/lib/remote/record";
import { computerLabel } from "@/lib/remote/labels";
import { signInIsFresh } from "@/lib/remote/status";
import type { Database, Transaction } from "@/lib/server/db/client";
import {
  bookings,
  remoteComputers,
  remoteSessions,
} from "@/lib/server/db/schema";
import { drawCode, hashCode, remoteCodeSecret } from "./code";
import {
  applyStep,
  expireRemoteSessions,
  settleRow,
  type EndResult,
  type SessionRow,
} from "./steps";
import { listed, view } from "./views";

// What the customer does with remote sessions, from their account
// (docs/product.md §19.3).

/** The row, locked, when it belongs to this account; then the clock applied. */
async function lockForCustomer(
  tx: Transaction,
  id: number,
  uid: string,
  now: Date,
): Promise<SessionRow | undefined> {
  const [row] = await tx
    .select()
    .from(remoteSessions)
    .where(and(eq(remoteSessions.id, id), eq(remoteSessions.accountUid, uid)))
    .for("update");
  return row && settleRow(tx, row, now);
}

export type DecideResult =
  | { readonly ok: true; readonly code?: string }
  | {
      readonly ok: false;
      readonly reason: "not-found" | "stale-sign-in" | "not-allowed";
    };

/**
 * The customer's answer (docs/product.md §19.3). Only the account the
 * request was made for may answer; approving needs a sign-in at most 5
 * minutes old and returns the one-time code, which is kept only as its hash
 * and is never shown again. The first answer is final.
 */
export async function decideSession(
  db: Database,
  {
    id,
    uid,
    decision,
    authTime,
    now,
  }: {
    id: number;
    uid: string;
    decision: "approve" | "deny";
    authTime: Date;
    now: Date;
  },
): Promise<DecideResult> {
  const secret = await remoteCodeSecret(db);
  return db.transaction(async (tx): Promise<DecideResult> => {
    const row = await lockForCustomer(tx, id, uid, now);
    if (!row) return { ok: false, reason: "not-found" };
    if (row.status !== "requested") return { ok: false, reason: "not-allowed" };
    if (decision === "deny") {
      const done = await applyStep(tx, row, {
        action: "deny",
        actor: "customer",
        by: "customer",
        now,
        set: { decidedAt: now },
      });
      return done ? { ok: true } : { ok: false, reason: "not-allowed" };
    }
    if (!signInIsFresh(authTime, now)) {
      return { ok: false, reason: "stale-sign-in" };
    }
    const code = drawCode();
    const done = await applyStep(tx, row, {
      action: "approve",
      actor: "customer",
      by: "customer",
      now,
      set: {
        decidedAt: now,
        approvedAt: now,
        codeHash: hashCode(secret, row.id, code),
      },
    });
    return done ? { ok: true, code } : { ok: false, reason: "not-allowed" };
  });
}

/** The customer ends their request or session, from the account, at any time. */
export async function endByCustomer(
  db: Database,
  { id, uid, now }: { id: number; uid: string; now: Date },
): Promise<EndResult> {
  return db.transaction(async (tx): Promise<EndResult> => {
    const row = await lockForCustomer(tx, id, uid, now);
    if (!row) return { ok: false, reason: "not-found" };
    const done = await applyStep(tx, row, {
      action: "end",
      actor: "customer",
      by: "customer",
      now,
    });
    return done ? { ok: true } : { ok: false, reason: "not-allowed" };
  });
}

/** The account's requests, newest first, with the clock applied first. */
export async function sessionsOfAccount(
  db: Database,
  uid: string,
  now: Date,
  locale: Locale = "en",
): Promise<SessionView[]> {
  await expireRemoteSessions(db, now, { accountUid: uid });
  const rows = await db
    .select(listed)
    .from(remoteSessions)
    .innerJoin(bookings, eq(bookings.id, remoteSessions.bookingId))
    .innerJoin(
      remoteComputers,
      eq(remoteComputers.id, remoteSessions.computerId),
    )
    .where(eq(remoteSessions.accountUid, uid))
    .orderBy(desc(remoteSessions.requestedAt), desc(remoteSessions.id))
    .limit(50);
  return rows.map((r) =>
    view(r.row, r.reference, computerLabel(r, locale), "customer", locale),
  );
}
