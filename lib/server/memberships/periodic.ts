import "server-only";
import { composeReminder, portalUrl } from "@/lib/memberships/mail";
import { addDays, companyToday, dueReminder } from "@/lib/memberships/term";
import type { Database } from "@/lib/server/db/client";
import { membershipReminders } from "@/lib/server/db/schema";
import { queueMail } from "@/lib/server/outbox";
import { siteUrl } from "@/lib/site";
import { eq, and } from "drizzle-orm";
import { changeMembership, membershipsDue, type Membership } from "./store";

export type MembershipRun = {
  readonly renewed: number;
  readonly ended: number;
  readonly reminded: number;
};

/**
 * The memberships' periodic work (docs/product.md §20.5), safe to run as
 * often as anyone likes and on several servers at once:
 * - a term that has ended is renewed for a year when auto-renewal is on
 *   (one history entry per year, should the work not have run for longer),
 *   and the membership ends when it is off. The row is locked and the day
 *   checked again, so a second run finds nothing to do;
 * - a reminder that is due goes into the outbox once per term and kind: the
 *   unique key on (membership, term end, kind) lets only one run insert it.
 */
export async function runMemberships(
  db: Database,
  now: Date,
): Promise<MembershipRun> {
  const today = companyToday(now);
  let renewed = 0;
  let ended = 0;
  for (const due of await membershipsDue(db, today)) {
    let status = due.status;
    while (status !== "ended") {
      const result = await changeMembership(db, due.id, {
        action: status === "renewing" ? "renew" : "expire",
        actor: "system",
        by: "system",
        now,
      });
      if (!result.ok) break;
      status = result.membership.status;
      if (status === "ended") ended++;
      else renewed++;
      if (result.membership.termEnd > today) break;
    }
  }
  let reminded = 0;
  const horizon = addDays(today, 30);
  for (const membership of await membershipsDue(db, horizon)) {
    if (await remind(db, membership, today, now)) reminded++;
  }
  return { renewed, ended, reminded };
}

async function remind(
  db: Database,
  membership: Membership,
  today: string,
  now: Date,
): Promise<boolean> {
  const kind = dueReminder(
    {
      autoRenew: membership.status === "renewing",
      termEnd: membership.termEnd,
      switchedOn: membership.autoRenewChangedAt
        ? companyToday(membership.autoRenewChangedAt)
        : null,
    },
    today,
  );
  if (!kind || !membership.email) return false;
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(membershipReminders)
      .values({
        membershipId: membership.id,
        termEnd: membership.termEnd,
        kind,
        at: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!claimed) return false;
    const [notificationId] = await queueMail(
      tx,
      [
        composeReminder(
          membership.email!,
          membership,
          kind,
          portalUrl(siteUrl(), membership.language),
        ),
      ],
      { now },
    );
    await tx
      .update(membershipReminders)
      .set({ notificationId })
      .where(
        and(
          eq(membershipReminders.membershipId, membership.id),
          eq(membershipReminders.termEnd, membership.termEnd),
          eq(membershipReminders.kind, kind),
        ),
      );
    return true;
  });
}
