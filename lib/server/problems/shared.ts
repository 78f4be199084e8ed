import "server-only";
import { randomBytes } from "node:crypto";
import type { Messages } from "next-intl";
import { and, asc, eq, or, sql } from "drizzle-orm";
import type { ProblemHistoryItem, ProblemShown } from "@/lib/problems/replies";
import type { Composed } from "@/lib/mail/compose";
import type { Database, Transaction } from "@/lib/server/db/client";
import {
  bids,
  problemEvents,
  problems,
  techProfiles,
} from "@/lib/server/db/schema";
import { translator } from "@/lib/i18n/catalogue";
import { siteUrl } from "@/lib/site";
import { publicTech } from "@/lib/server/techs/public";

// What every audience of problems shares: public ids, who counts as a public
// Tech, the count of waiting bids, and a problem's history.

export type Problem = typeof problems.$inferSelect;
export type Bid = typeof bids.$inferSelect;

/** A signed-in account as the server verified it. */
export type Account = { readonly uid: string; readonly email: string | null };

/** A Tech acting on their bids: `by` names them in the history. */
export type TechActor = Account & { readonly by: string };

/** 16 random characters of [a-z2-9]: what a problem's or bid's URL carries. */
export function newPublicId(): string {
  const alphabet = "abcdefghijkmnpqrstuvwxyz23456789";
  return Array.from(randomBytes(16), (b) => alphabet[b % alphabet.length]).join(
    "",
  );
}

/** A page of the site as a mail links to it. */
export const link = (path: string) => new URL(path, siteUrl()).toString();

/** A mail to one person, or none when their address is unknown (never given, or erased). */
export const mailTo = (to: string | null, mail: Composed) =>
  to ? { ...mail, to } : undefined;

/**
 * How many bids wait on each problem of a list, as a field of its select.
 * `$count` keeps the subquery's columns named by their table: in a select
 * from one table, drizzle writes the list's bare columns by name alone, so a
 * hand-written subquery compared the bid's problem with the bid's own id and
 * always counted 0.
 */
export const pendingBidCount = (db: Database) =>
  db.$count(
    bids,
    and(eq(bids.problemId, problems.id), eq(bids.status, "pending")),
  );

/**
 * The Client's own problem by its public id, or undefined: another account's
 * problem is as absent as a missing one (docs/product.md §18.4). `lock` holds
 * its row for the transaction that changes it.
 */
export async function clientsProblem(
  db: Database | Transaction,
  client: Account,
  publicId: string,
  { lock = false } = {},
) {
  const query = db
    .select()
    .from(problems)
    .where(
      and(eq(problems.publicId, publicId), eq(problems.clientUid, client.uid)),
    );
  const [problem] = await (lock ? query.for("update") : query);
  return problem;
}

/** A problem as the Client and the Techs who may see it are shown it. */
export function shownProblem(problem: Problem): ProblemShown {
  return {
    publicId: problem.publicId,
    status: problem.status,
    title: problem.title,
    description: problem.description,
    kind: problem.kind,
    device: problem.device,
    contactMethod: problem.contactMethod,
    visibility: problem.visibility,
    expiresAt: problem.expiresAt.toISOString(),
    createdAt: problem.createdAt.toISOString(),
    updatedAt: problem.updatedAt.toISOString(),
  };
}

/** Who reads a problem's history: its Client, or one Tech by their account. */
export type HistoryViewer =
  { readonly kind: "client" } | { readonly kind: "tech"; readonly uid: string };

/**
 * A problem's history, oldest first (docs/product.md §18.8). Who acted is
 * decided here, per reader, never in the page: the stored actor carries a
 * Tech's or staff member's e-mail, which only the desk may read (§18.9). A
 * Tech reads "you" for their own changes and "the client" for the Client's;
 * the Client reads a Tech's public name. A Tech sees the problem's own entries
 * and their bid's, no other bid's. One acceptance is written on the problem
 * and on the bid; the bid's entry says it, so the problem's is left out
 * wherever the bid's is shown.
 */
export async function historyOf(
  db: Database,
  problemId: number,
  viewer: HistoryViewer,
  ownBid?: number,
): Promise<ProblemHistoryItem[]> {
  const rows = await db
    .select({
      at: problemEvents.at,
      actor: problemEvents.actor,
      action: problemEvents.action,
      toStatus: problemEvents.toStatus,
      note: problemEvents.note,
      bid: bids.publicId,
      bidTech: bids.techUid,
      techName: sql<string | null>`${techProfiles.published}->>'displayName'`,
    })
    .from(problemEvents)
    .leftJoin(bids, eq(bids.id, problemEvents.bidId))
    .leftJoin(techProfiles, and(eq(techProfiles.uid, bids.techUid), publicTech))
    .where(
      and(
        eq(problemEvents.problemId, problemId),
        viewer.kind === "client"
          ? undefined
          : or(
              sql`${problemEvents.bidId} is null`,
              eq(problemEvents.bidId, ownBid ?? -1),
            ),
      ),
    )
    .orderBy(asc(problemEvents.at), asc(problemEvents.id));
  const bidAccepted = rows.some((row) => row.action === "accept" && row.bid);
  return rows
    .filter((row) => !(bidAccepted && row.action === "accept" && !row.bid))
    .map((row) => ({
      at: row.at.toISOString(),
      actor: shownActor(row.actor, row.bidTech, row.techName, viewer),
      action: row.action,
      toStatus: row.toStatus,
      // The problem's acceptance notes the booking's reference, which only
      // the reply's `booking` may carry, to those it concerns.
      note: row.action === "accept" && !row.bid ? null : row.note,
      bid: row.bid,
      bidBy: row.bid
        ? viewer.kind === "tech" && row.bidTech === viewer.uid
          ? actorWords("you")
          : (row.techName ?? actorWords("aTechnician"))
        : null,
    }));
}

// The problem pages are English only.
const actorWords = (key: keyof Messages["problemChecks"]["actor"]) =>
  translator("en", "problemChecks")(`actor.${key}`);

/** The stored actor as this reader may be told it: a role or a public name. */
function shownActor(
  stored: string,
  bidTech: string | null,
  techName: string | null,
  viewer: HistoryViewer,
): ProblemHistoryItem["actor"] {
  if (stored === "client")
    return actorWords(viewer.kind === "client" ? "you" : "client");
  if (stored.startsWith("tech ")) {
    if (viewer.kind === "tech" && bidTech === viewer.uid)
      return actorWords("you");
    return techName ?? actorWords("aTechnician");
  }
  return actorWords(stored.startsWith("staff ") ? "staff" : "company");
}
