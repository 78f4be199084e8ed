import "server-only";
import { parseEnd, type DeskMembership } from "@/lib/memberships/desk";
import { parseRecord, tierOf } from "@/lib/memberships/plan";
import { deskWords } from "@/lib/desk/words";
import { formatDate } from "@/lib/dates";
import { companyToday } from "@/lib/memberships/term";
import type { Database } from "@/lib/server/db/client";
import { refuse, type Outcome } from "@/lib/server/http";
import type { Account } from "./accounts";
import {
  changeMembership,
  historyOfMemberships,
  membershipById,
  membershipList,
  recordMembership,
  type Membership,
} from "./store";

async function toDesk(
  db: Database,
  rows: readonly Membership[],
): Promise<DeskMembership[]> {
  const history = await historyOfMemberships(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    language: row.language,
    plan: tierOf(row.plan)?.name ?? row.plan,
    price: row.price,
    status: row.status,
    statusLabel: deskWords("memberships.status", { status: row.status }),
    version: row.version,
    registeredOn: row.registeredOn,
    termStart: row.termStart,
    termEnd: row.termEnd,
    endedOn: row.endedOn,
    history: history
      .filter((event) => event.membershipId === row.id)
      .map((event) => ({
        at: event.at.toISOString(),
        actor: event.actor,
        action: event.action,
        note: event.note,
      })),
  }));
}

export async function deskMemberships(db: Database) {
  return { memberships: await toDesk(db, await membershipList(db)) };
}

/**
 * Staff record a membership (docs/product.md §20.1): the input is checked,
 * the account is looked up by e-mail, and a second active membership for the
 * account is refused. Nothing is written unless all of it holds.
 */
export async function recordFromDesk(
  db: Database,
  body: unknown,
  {
    by,
    now,
    findAccount,
  }: {
    by: string;
    now: Date;
    findAccount: (email: string) => Promise<Account | undefined>;
  },
): Promise<Outcome> {
  const parsed = parseRecord(body, companyToday(now));
  if (!parsed.ok) return refuse("invalid", parsed.error);
  const account = await findAccount(parsed.value.email);
  if (!account) {
    return refuse(
      "no-account",
      deskWords("memberships.noAccount", { email: parsed.value.email }),
    );
  }
  const result = await recordMembership(
    db,
    { ...parsed.value, email: account.email, accountUid: account.uid },
    { by, now },
  );
  if (!result.ok) {
    return refuse(
      "duplicate",
      deskWords("memberships.duplicate", { email: account.email }),
    );
  }
  const [row] = await toDesk(db, [result.membership]);
  return { status: 201, body: row };
}

/** Staff end a membership now, with a reason (docs/product.md §20.1). */
export async function endFromDesk(
  db: Database,
  id: number,
  body: unknown,
  { by, now }: { by: string; now: Date },
): Promise<Outcome> {
  const parsed = parseEnd(body);
  if (!parsed.ok) return refuse("invalid", parsed.error);
  const result = await changeMembership(db, id, {
    action: "end",
    actor: "staff",
    by,
    expectedVersion: parsed.version,
    note: parsed.reason,
    now,
  });
  if (!result.ok && result.reason === "not-found") {
    return refuse("not-found", deskWords("memberships.notFound"));
  }
  if (!result.ok) {
    const current = result.membership;
    return refuse(
      result.reason,
      result.reason === "stale"
        ? deskWords("memberships.stale")
        : current.status === "ended"
          ? deskWords("memberships.alreadyEnded", {
              date: formatDate(current.endedOn ?? current.termEnd),
            })
          : deskWords("memberships.cannotEnd"),
    );
  }
  const [row] = await toDesk(db, [
    (await membershipById(db, id)) ?? result.membership,
  ]);
  return { status: 200, body: row };
}
