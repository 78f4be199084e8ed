import "server-only";
import { and, count, desc, eq, or, sql } from "drizzle-orm";
import * as v from "valibot";
import { problemLimits } from "@/data/problems";
import { translator } from "@/lib/i18n/catalogue";
import { fieldErrors } from "@/lib/requests/schema";
import { bidActionSchema, publicIdOf } from "@/lib/problems/actions";
import { composeNewBid } from "@/lib/problems/mail";
import {
  bidRefusals,
  invalid,
  missing,
  type BidRefusal,
  type Refused,
} from "@/lib/problems/refusals";
import type {
  BidReply,
  OwnBid,
  TechProblemReply,
  TechProblemsReply,
} from "@/lib/problems/replies";
import { bidSchema, type BidInput } from "@/lib/problems/schema";
import { bidTransitions } from "@/lib/problems/status";
import { sendNotificationsNow } from "@/lib/server/background";
import type { Database } from "@/lib/server/db/client";
import { isUniqueViolation } from "@/lib/server/db/errors";
import { bids, bookings, problems, problemTechs } from "@/lib/server/db/schema";
import type { Outcome } from "@/lib/server/http";
import { queueMail } from "@/lib/server/outbox";
import { isPublishedTech } from "@/lib/server/techs/public";
import {
  historyOf,
  link,
  mailTo,
  newPublicId,
  pendingBidCount,
  shownProblem,
  type Account,
  type Bid,
  type TechActor,
} from "./shared";
import { insertBid, moveBid } from "./store";
import { transition } from "@/lib/transitions";

// The Tech's side of problems (docs/product.md §18.2–3): the open problems
// they may see, and their own bid on each.

const t = translator("en", "problemChecks");

/**
 * Whether a Tech may see a problem: one they bid on, or an open one shown to
 * every Tech or to them by name. Anything else looks like no problem at all.
 */
function visibleTo(uid: string) {
  return or(
    sql`exists (select 1 from ${bids} where ${bids.problemId} = ${problems.id} and ${bids.techUid} = ${uid})`,
    and(
      eq(problems.status, "open"),
      sql`${problems.clientUid} <> ${uid}`,
      or(
        eq(problems.visibility, "everyone"),
        sql`exists (select 1 from ${problemTechs} where ${problemTechs.problemId} = ${problems.id} and ${problemTechs.techUid} = ${uid})`,
      ),
    ),
  );
}

/** The open problems a Tech may see, newest first (docs/product.md §18.2). */
export async function openProblemsFor(
  db: Database,
  tech: Account,
): Promise<TechProblemsReply["problems"]> {
  if (!(await isPublishedTech(db, tech.uid))) return [];
  const rows = await db
    .select({
      publicId: problems.publicId,
      title: problems.title,
      kind: problems.kind,
      device: problems.device,
      contactMethod: problems.contactMethod,
      createdAt: problems.createdAt,
      pendingBids: pendingBidCount(db),
    })
    .from(problems)
    .where(and(eq(problems.status, "open"), visibleTo(tech.uid)))
    .orderBy(desc(problems.createdAt), desc(problems.id))
    .limit(200);
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** The Tech's own bid as their page shows it. */
function ownBidOf(bid: Bid): OwnBid {
  return {
    publicId: bid.publicId,
    status: bid.status,
    price: bid.price,
    startDate: bid.startDate,
    timeWindow: bid.timeWindow,
    message: bid.message,
    createdAt: bid.createdAt.toISOString(),
    updatedAt: bid.updatedAt.toISOString(),
  };
}

/** A problem as this Tech may see it: the Client's details only once their bid is accepted. */
export async function problemForTech(
  db: Database,
  tech: Account,
  publicId: string,
): Promise<TechProblemReply | undefined> {
  if (!(await isPublishedTech(db, tech.uid))) return undefined;
  const [row] = await db
    .select({ problem: problems, pendingBids: pendingBidCount(db) })
    .from(problems)
    .where(and(eq(problems.publicId, publicId), visibleTo(tech.uid)));
  if (!row) return undefined;
  const { firstName, lastName, phone, email, bookingId } = row.problem;
  const [ownBid] = await db
    .select()
    .from(bids)
    .where(and(eq(bids.problemId, row.problem.id), eq(bids.techUid, tech.uid)));
  const accepted = ownBid?.status === "accepted";
  const [booking] =
    accepted && bookingId
      ? await db
          .select({ reference: bookings.reference })
          .from(bookings)
          .where(eq(bookings.id, bookingId))
      : [];
  return {
    problem: shownProblem(row.problem),
    client: accepted
      ? {
          name: `${firstName ?? ""} ${lastName ?? ""}`.trim(),
          phone: phone ?? "",
          email: email ?? "",
        }
      : null,
    pendingBids: row.pendingBids,
    ownBid: ownBid ? ownBidOf(ownBid) : null,
    booking: booking?.reference ?? null,
    history: await historyOf(
      db,
      row.problem.id,
      { kind: "tech", uid: tech.uid },
      ownBid?.id,
    ),
  };
}

export type BidOutcome =
  | {
      readonly ok: true;
      readonly bid: Bid;
      /** How many mails the change queued. */
      readonly queued: number;
    }
  | { readonly ok: false; readonly reason: BidRefusal };

/**
 * A Tech's bid (docs/product.md §18.3). The problem's row is locked while the
 * pending bids are counted, so bids that arrive at once are counted one after
 * another and the limit of 5 holds; the unique index keeps one bid per Tech.
 */
export async function placeBid(
  db: Database,
  tech: TechActor,
  problemPublicId: string,
  input: BidInput,
  now: Date,
): Promise<BidOutcome> {
  try {
    return await db.transaction(async (tx): Promise<BidOutcome> => {
      if (!(await isPublishedTech(tx, tech.uid)))
        return { ok: false, reason: "not-found" };
      const [problem] = await tx
        .select()
        .from(problems)
        .where(and(eq(problems.publicId, problemPublicId), visibleTo(tech.uid)))
        .for("update");
      if (!problem) {
        // A Tech's own problem (posted before the claim) reads as one they cannot bid on.
        const [own] = await tx
          .select({ id: problems.id })
          .from(problems)
          .where(
            and(
              eq(problems.publicId, problemPublicId),
              eq(problems.clientUid, tech.uid),
            ),
          );
        return { ok: false, reason: own ? "own" : "not-found" };
      }
      if (problem.status !== "open" || problem.expiresAt <= now)
        return { ok: false, reason: "closed" };
      const [{ pending }] = (await tx
        .select({ pending: count() })
        .from(bids)
        .where(
          and(eq(bids.problemId, problem.id), eq(bids.status, "pending")),
        )) as [{ pending: number }];
      if (pending >= problemLimits.pendingBids)
        return { ok: false, reason: "full" };
      const [existing] = await tx
        .select({ id: bids.id })
        .from(bids)
        .where(and(eq(bids.problemId, problem.id), eq(bids.techUid, tech.uid)));
      if (existing) return { ok: false, reason: "already" };
      const bid = await insertBid(
        tx,
        {
          publicId: newPublicId(),
          problemId: problem.id,
          techUid: tech.uid,
          price: input.price,
          startDate: input.startDate,
          timeWindow: input.timeWindow,
          message: input.message,
        },
        { actor: tech.by, now },
      );
      const queued = (
        await queueMail(
          tx,
          [
            mailTo(
              problem.email,
              composeNewBid({
                title: problem.title,
                link: link(`/problems/${problem.publicId}`),
              }),
            ),
          ],
          { now },
        )
      ).length;
      return { ok: true, bid, queued };
    });
  } catch (error) {
    if (isUniqueViolation(error, "bids_problem_tech_key"))
      return { ok: false, reason: "already" };
    throw error;
  }
}

/**
 * A Tech changes or withdraws their own pending bid. Another Tech's bid looks
 * like no bid at all.
 */
export async function changeOwnBid(
  db: Database,
  tech: TechActor,
  bidPublicId: string,
  change: { action: "change"; input: BidInput } | { action: "withdraw" },
  now: Date,
): Promise<BidOutcome> {
  return db.transaction(async (tx): Promise<BidOutcome> => {
    const [row] = await tx
      .select({ bid: bids, problem: problems })
      .from(bids)
      .innerJoin(problems, eq(problems.id, bids.problemId))
      .where(and(eq(bids.publicId, bidPublicId), eq(bids.techUid, tech.uid)))
      .for("update");
    if (!row) return { ok: false, reason: "not-found" };
    const to = transition(
      bidTransitions,
      row.bid.status,
      change.action,
      "tech",
    );
    if (!to) return { ok: false, reason: "not-allowed" };
    if (
      change.action === "change" &&
      (row.problem.status !== "open" || row.problem.expiresAt <= now)
    ) {
      return { ok: false, reason: "closed" };
    }
    const bid = await moveBid(
      tx,
      row.bid,
      { to, actor: tech.by, action: change.action, now },
      change.action === "change" ? change.input : {},
    );
    return { ok: true, bid, queued: 0 };
  });
}

// What the Tech's problem routes answer (the route contract, lib/server/http.ts).

/** GET /tech/api/problems. */
export async function techProblemList(
  db: Database,
  tech: Account,
): Promise<Outcome<TechProblemsReply>> {
  return { status: 200, body: { problems: await openProblemsFor(db, tech) } };
}

/** GET /tech/api/problems/{id}: one the Tech may not see answers as one that does not exist. */
export async function techProblem(
  db: Database,
  tech: Account,
  id: string,
): Promise<Outcome<TechProblemReply> | Refused> {
  const publicId = publicIdOf(id);
  const view = publicId && (await problemForTech(db, tech, publicId));
  return view ? { status: 200, body: view } : missing();
}

/**
 * POST /tech/api/problems/{id} { action: "bid" | "change", price, startDate,
 * timeWindow, message } or { action: "withdraw" }: the Tech's own bid. The
 * Client's mail about a new bid starts going now.
 */
export async function techBidAction(
  db: Database,
  tech: TechActor,
  id: string,
  body: unknown,
  now: Date,
): Promise<Outcome<BidReply> | Refused> {
  const publicId = publicIdOf(id);
  if (!publicId) return missing();
  const asked = v.safeParse(bidActionSchema, body);
  if (!asked.success) return invalid(asked.issues[0].message);
  const { action } = asked.output;
  let outcome: BidOutcome;
  if (action === "bid") {
    const parsed = v.safeParse(bidSchema(now), body);
    if (!parsed.success) {
      return invalid(t("refusals.notSent"), fieldErrors(parsed.issues));
    }
    outcome = await placeBid(db, tech, publicId, parsed.output, now);
  } else {
    const view = await problemForTech(db, tech, publicId);
    if (!view?.ownBid) return missing("bid");
    if (action === "withdraw") {
      outcome = await changeOwnBid(
        db,
        tech,
        view.ownBid.publicId,
        { action },
        now,
      );
    } else {
      const parsed = v.safeParse(bidSchema(now), body);
      if (!parsed.success) {
        return invalid(t("refusals.notChanged"), fieldErrors(parsed.issues));
      }
      outcome = await changeOwnBid(
        db,
        tech,
        view.ownBid.publicId,
        { action, input: parsed.output },
        now,
      );
    }
  }
  if (!outcome.ok) return bidRefusals[outcome.reason];
  if (outcome.queued > 0) void sendNotificationsNow();
  return { status: 200, body: { bid: ownBidOf(outcome.bid) } };
}
