import "server-only";
import type { Locale } from "@/data/locale";
import { and, desc, eq, inArray, lte, ne, sql } from "drizzle-orm";
import type { Composed } from "@/lib/mail/compose";
import type { RecordInput } from "@/lib/memberships/plan";
import {
  membershipTransitions,
  timely,
  type MembershipAction,
  type MembershipActor,
} from "@/lib/memberships/status";
import { companyToday, oneYearAfter } from "@/lib/memberships/term";
import type { Database } from "@/lib/server/db/client";
import { nextVersion } from "@/lib/server/db/versioned";
import { membershipEvents, memberships } from "@/lib/server/db/schema";
import { queueMail } from "@/lib/server/outbox";
import { transition } from "@/lib/transitions";

export type Membership = typeof memberships.$inferSelect;
export type MembershipEvent = typeof membershipEvents.$inferSelect;
export type RecordResult =
  | { readonly ok: true; readonly membership: Membership }
  | { readonly ok: false; readonly reason: "duplicate" };

/**
 * Records a membership that staff sold (docs/product.md §20.1), with its
 * first history entry. The partial unique index on the account keeps one
 * active membership per account even when two desks record at once: the
 * second insert does nothing, and the caller is told.
 */
export async function recordMembership(
  db: Database,
  input: RecordInput & { readonly accountUid: string },
  { by, now }: { by: string; now: Date },
): Promise<RecordResult> {
  return db.transaction(async (tx): Promise<RecordResult> => {
    const termEnd = oneYearAfter(input.registeredOn);
    const [membership] = await tx
      .insert(memberships)
      .values({
        accountUid: input.accountUid,
        email: input.email,
        plan: input.plan,
        price: input.price,
        registeredOn: input.registeredOn,
        termStart: input.registeredOn,
        termEnd,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!membership) return { ok: false, reason: "duplicate" };
    await tx.insert(membershipEvents).values({
      membershipId: membership.id,
      at: now,
      actor: by,
      action: "record",
      fromStatus: null,
      toStatus: membership.status,
      termStart: membership.termStart,
      termEnd,
      note: `${input.plan} at $${input.price} a year`,
    });
    return { ok: true, membership };
  });
}

export type MembershipChange = {
  readonly action: Exclude<MembershipAction, "record">;
  readonly actor: MembershipActor;
  /** For the history: "member", "staff ann@example.com", "system". */
  readonly by: string;
  /** A member may change only the membership of their own account. */
  readonly accountUid?: string;
  /** The version the caller saw; one changed since is not overwritten. */
  readonly expectedVersion?: number;
  readonly note?: string | null;
  /** The member's e-mail about the change, from the membership as it is after. */
  readonly notify?: (membership: Membership) => Composed | undefined;
  readonly now: Date;
  /** The language the member acted in: their later mails are written in it. */
  readonly language?: Locale;
};

export type ChangeResult =
  | { readonly ok: true; readonly membership: Membership }
  | { readonly ok: false; readonly reason: "not-found" }
  | {
      readonly ok: false;
      readonly reason: "stale" | "not-allowed";
      readonly membership: Membership;
    };

/**
 * The one writer of a membership's state (table: lib/memberships/status.ts),
 * in one transaction: the row is locked, the owner and version checked, the
 * day checked against the term, the change written with a history entry and,
 * when `notify` gives one, the member's e-mail put in the outbox.
 */
export async function changeMembership(
  db: Database,
  id: number,
  change: MembershipChange,
): Promise<ChangeResult> {
  const { now } = change;
  return db.transaction(async (tx): Promise<ChangeResult> => {
    const [current] = await tx
      .select()
      .from(memberships)
      .where(eq(memberships.id, id))
      .for("update");
    if (
      !current ||
      (change.accountUid !== undefined &&
        current.accountUid !== change.accountUid)
    ) {
      return { ok: false, reason: "not-found" };
    }
    if (
      change.expectedVersion !== undefined &&
      change.expectedVersion !== current.version
    ) {
      return { ok: false, reason: "stale", membership: current };
    }
    const today = companyToday(now);
    const to = transition(
      membershipTransitions,
      current.status,
      change.action,
      change.actor,
    );
    if (!to || !timely(change.action, current.termEnd, today)) {
      return { ok: false, reason: "not-allowed", membership: current };
    }
    const switched =
      change.action === "switch_off" || change.action === "switch_on";
    const [membership] = await tx
      .update(memberships)
      .set({
        status: to,
        version: nextVersion(memberships.version),
        updatedAt: now,
        ...(switched && { autoRenewChangedAt: now }),
        ...(change.action === "renew" && {
          termStart: current.termEnd,
          termEnd: oneYearAfter(current.termEnd),
        }),
        ...(change.action === "expire" && { endedOn: current.termEnd }),
        ...(change.action === "end" && { endedOn: today }),
        ...(change.language && { language: change.language }),
      })
      .where(eq(memberships.id, id))
      .returning();
    const mail = change.notify?.(membership!);
    const [notificationId = null] = await queueMail(tx, [mail], { now });
    await tx.insert(membershipEvents).values({
      membershipId: id,
      at: now,
      actor: change.by,
      action: change.action,
      fromStatus: current.status,
      toStatus: to,
      termStart: membership!.termStart,
      termEnd: membership!.termEnd,
      note: change.note || null,
      notificationId,
    });
    return { ok: true, membership: membership! };
  });
}

/** The account's active membership, else its latest ended one. */
export async function membershipOfAccount(
  db: Database,
  accountUid: string,
): Promise<Membership | undefined> {
  const [row] = await db
    .select()
    .from(memberships)
    .where(eq(memberships.accountUid, accountUid))
    .orderBy(sql`${memberships.status} = 'ended'`, desc(memberships.id))
    .limit(1);
  return row;
}

export async function membershipById(
  db: Database,
  id: number,
): Promise<Membership | undefined> {
  const [row] = await db
    .select()
    .from(memberships)
    .where(eq(memberships.id, id));
  return row;
}

/** How many rows the desk's list shows. */
const listLimit = 200;

/** Active memberships by end day, then the latest ended ones, for the desk. */
export async function membershipList(db: Database): Promise<Membership[]> {
  const active = await db
    .select()
    .from(memberships)
    .where(ne(memberships.status, "ended"))
    .orderBy(memberships.termEnd, memberships.id)
    .limit(listLimit);
  const ended = await db
    .select()
    .from(memberships)
    .where(eq(memberships.status, "ended"))
    .orderBy(desc(memberships.updatedAt))
    .limit(50);
  return [...active, ...ended];
}

export async function historyOfMemberships(
  db: Database,
  ids: readonly number[],
): Promise<MembershipEvent[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(membershipEvents)
    .where(inArray(membershipEvents.membershipId, [...ids]))
    .orderBy(membershipEvents.at, membershipEvents.id);
}

/** Active memberships whose term ends on or before this day. */
export async function membershipsDue(
  db: Database,
  until: string,
): Promise<Membership[]> {
  return db
    .select()
    .from(memberships)
    .where(
      and(
        inArray(memberships.status, ["renewing", "ending"]),
        lte(memberships.termEnd, until),
      ),
    )
    .orderBy(memberships.id);
}
