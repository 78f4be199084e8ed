import "server-only";
import { asc, desc, eq, inArray } from "drizzle-orm";
import * as v from "valibot";
import { deskProblemActionSchema } from "@/lib/problems/actions";
import { composeRemoved } from "@/lib/problems/mail";
import {
  invalid,
  removeRefusal,
  type EndRefusal,
  type Refused,
} from "@/lib/problems/refusals";
import type {
  DeskActionReply,
  DeskProblemsReply,
} from "@/lib/problems/replies";
import { bidTransitions } from "@/lib/problems/status";
import { sendNotificationsNow } from "@/lib/server/background";
import type { Database } from "@/lib/server/db/client";
import { bids, problems, techProfiles } from "@/lib/server/db/schema";
import type { Outcome } from "@/lib/server/http";
import { queueMail } from "@/lib/server/outbox";
import { endProblem } from "./ending";
import { link, mailTo } from "./shared";
import { moveBid } from "./store";
import { transition } from "@/lib/transitions";

// The desk's side of problems (docs/product.md §18.7): every problem with
// every bid, and removing one that breaks the terms.

export type RemoveOutcome =
  | { readonly ok: true; readonly queued: number }
  | { readonly ok: false; readonly reason: EndRefusal };

/** Staff remove a problem or a bid that breaks the terms, with the reason, and tell its author. */
export async function staffRemove(
  db: Database,
  staff: { by: string },
  target: { kind: "problem" | "bid"; publicId: string },
  reason: string,
  now: Date,
): Promise<RemoveOutcome> {
  return db.transaction(async (tx): Promise<RemoveOutcome> => {
    if (target.kind === "problem") {
      const [problem] = await tx
        .select()
        .from(problems)
        .where(eq(problems.publicId, target.publicId))
        .for("update");
      if (!problem) return { ok: false, reason: "not-found" };
      const outcome = await endProblem(
        tx,
        problem,
        "remove",
        "staff",
        staff.by,
        now,
        reason,
      );
      if (!outcome.ok) return outcome;
      const told = (
        await queueMail(
          tx,
          [
            mailTo(
              problem.email,
              composeRemoved({
                title: problem.title,
                link: link(`/problems/${problem.publicId}`),
                what: "problem",
                reason,
              }),
            ),
          ],
          { now },
        )
      ).length;
      return { ok: true, queued: outcome.queued + told };
    }
    const [row] = await tx
      .select({ bid: bids, problem: problems, email: techProfiles.email })
      .from(bids)
      .innerJoin(problems, eq(problems.id, bids.problemId))
      .leftJoin(techProfiles, eq(techProfiles.uid, bids.techUid))
      .where(eq(bids.publicId, target.publicId))
      .for("update", { of: bids });
    if (!row) return { ok: false, reason: "not-found" };
    const to = transition(bidTransitions, row.bid.status, "remove", "staff");
    if (!to) return { ok: false, reason: "not-allowed" };
    await moveBid(tx, row.bid, {
      to,
      actor: staff.by,
      action: "remove",
      note: reason,
      now,
    });
    const queued = (
      await queueMail(
        tx,
        [
          mailTo(
            row.email,
            composeRemoved({
              title: row.problem.title,
              link: link(`/tech/problems/${row.problem.publicId}`),
              what: "bid",
              reason,
            }),
          ),
        ],
        { now },
      )
    ).length;
    return { ok: true, queued };
  });
}

/** What the desk lists of a problem: everything, prices included (docs/product.md §18.7). */
export async function deskProblems(
  db: Database,
): Promise<DeskProblemsReply["problems"]> {
  const rows = await db
    .select({
      publicId: problems.publicId,
      id: problems.id,
      title: problems.title,
      description: problems.description,
      status: problems.status,
      kind: problems.kind,
      createdAt: problems.createdAt,
      email: problems.email,
      language: problems.language,
    })
    .from(problems)
    .orderBy(desc(problems.createdAt), desc(problems.id))
    .limit(100);
  const allBids = rows.length
    ? await db
        .select({
          problemId: bids.problemId,
          publicId: bids.publicId,
          status: bids.status,
          price: bids.price,
          message: bids.message,
          handle: techProfiles.handle,
        })
        .from(bids)
        .leftJoin(techProfiles, eq(techProfiles.uid, bids.techUid))
        .where(
          inArray(
            bids.problemId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(bids.createdAt))
    : [];
  return rows.map(({ id, createdAt, ...row }) => ({
    ...row,
    createdAt: createdAt.toISOString(),
    bids: allBids
      .filter((bid) => bid.problemId === id)
      .map((bid) => ({
        publicId: bid.publicId,
        status: bid.status,
        price: bid.price,
        message: bid.message,
        handle: bid.handle,
      })),
  }));
}

// What the desk's problem route answers (the route contract, lib/server/http.ts).

/** GET /staff/api/problems. */
export async function deskProblemList(
  db: Database,
): Promise<Outcome<DeskProblemsReply>> {
  return { status: 200, body: { problems: await deskProblems(db) } };
}

/**
 * POST /staff/api/problems { action: "remove", kind, id, reason }. The
 * author's mail about a removal goes now, not on the outbox's next round.
 */
export async function deskProblemAction(
  db: Database,
  staff: { by: string },
  body: unknown,
  now: Date,
): Promise<Outcome<DeskActionReply> | Refused> {
  const parsed = v.safeParse(deskProblemActionSchema, body);
  if (!parsed.success) return invalid(parsed.issues[0].message);
  const action = parsed.output;
  const outcome = await staffRemove(
    db,
    staff,
    { kind: action.kind, publicId: action.id },
    action.reason,
    now,
  );
  if (!outcome.ok) return removeRefusal(outcome.reason, action.kind);
  if (outcome.queued > 0) void sendNotificationsNow();
  return { status: 200, body: { removed: action.id } };
}
