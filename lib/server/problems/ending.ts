import "server-only";
import { and, eq } from "drizzle-orm";
import { translator } from "@/lib/i18n/catalogue";
import { composeBidDeclined } from "@/lib/problems/mail";
import type { EndRefusal } from "@/lib/problems/refusals";
import {
  bidTransitions,
  problemTransitions,
  type Actor,
  type ProblemStatus,
} from "@/lib/problems/status";
import type { Transaction } from "@/lib/server/db/client";
import { bids, techProfiles } from "@/lib/server/db/schema";
import { queueMail } from "@/lib/server/outbox";
import { link, mailTo, type Problem } from "./shared";
import { moveBid, moveProblem } from "./store";
import { transition } from "@/lib/transitions";

// How a problem stops taking bids, whoever ends it: its Client accepting one
// or closing it, the periodic expiry, or staff removing it.

/**
 * Declines every pending bid but `keep`, as the system, and writes to each
 * bidder. Returns how many mails it queued.
 */
export async function declinePending(
  tx: Transaction,
  problem: Problem,
  now: Date,
  keep: number | null,
  note: string,
): Promise<number> {
  const pending = await tx
    .select({ id: bids.id, email: techProfiles.email })
    .from(bids)
    .leftJoin(techProfiles, eq(techProfiles.uid, bids.techUid))
    .where(and(eq(bids.problemId, problem.id), eq(bids.status, "pending")));
  let queued = 0;
  for (const bid of pending) {
    if (bid.id === keep) continue;
    await moveBid(
      tx,
      { id: bid.id, problemId: problem.id, status: "pending" },
      {
        to: transition(bidTransitions, "pending", "decline", "system")!,
        actor: "system",
        action: "decline",
        note,
        now,
      },
    );
    queued += (
      await queueMail(
        tx,
        [
          mailTo(
            bid.email,
            composeBidDeclined({
              title: problem.title,
              link: link(`/tech/problems/${problem.publicId}`),
            }),
          ),
        ],
        { now },
      )
    ).length;
  }
  return queued;
}

export type EndOutcome =
  | {
      readonly ok: true;
      readonly status: ProblemStatus;
      /** How many mails the change queued. */
      readonly queued: number;
    }
  | { readonly ok: false; readonly reason: EndRefusal };

const t = translator("en", "problemChecks");

/** Why a pending bid was declined, in its history. */
const declineNotes = {
  close: t("history.closed"),
  expire: t("history.expired"),
  remove: t("history.removed"),
} as const;

/**
 * Closes, expires or removes a problem by its table; its pending bids are
 * declined with it, since a problem that is not open takes none.
 */
export async function endProblem(
  tx: Transaction,
  problem: Problem,
  action: "close" | "expire" | "remove",
  actor: Actor,
  by: string,
  now: Date,
  note: string | null,
): Promise<EndOutcome> {
  const to = transition(problemTransitions, problem.status, action, actor);
  if (!to) return { ok: false, reason: "not-allowed" };
  await moveProblem(tx, problem, { to, actor: by, action, note, now });
  const queued = await declinePending(
    tx,
    problem,
    now,
    null,
    declineNotes[action],
  );
  return { ok: true, status: to, queued };
}
