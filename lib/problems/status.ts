/**
 * A problem's and a bid's states, and the one table of who may move each
 * where (docs/product.md §18). Every change goes through `problemTransition`
 * or `bidTransition`, so a state the tables do not allow is never written.
 *
 * The actor is who is asking relative to the record: `client` is the Client
 * who posted the problem, `tech` the Tech who made the bid, `other_tech` any
 * other Tech, `staff` the desk, `system` the periodic work and the side effects
 * of another change (accepting one bid declines the rest).
 */
export type Actor = "client" | "tech" | "other_tech" | "staff" | "system";

export const actors: readonly Actor[] = [
  "client",
  "tech",
  "other_tech",
  "staff",
  "system",
];

type Rule<S extends string> = {
  readonly from: readonly S[];
  readonly to: S;
  readonly by: readonly Actor[];
};

export const problemStatuses = [
  "open",
  "accepted",
  "closed",
  "expired",
] as const;
export type ProblemStatus = (typeof problemStatuses)[number];

export const problemStatusLabels: Record<ProblemStatus, string> = {
  open: "Open",
  accepted: "Bid accepted",
  closed: "Closed",
  expired: "Expired",
};

export const problemActions = ["accept", "close", "expire", "remove"] as const;
export type ProblemAction = (typeof problemActions)[number];

/** Only an open problem moves; staff remove one that breaks the terms. */
export const problemTransitions: Record<ProblemAction, Rule<ProblemStatus>> = {
  accept: { from: ["open"], to: "accepted", by: ["client"] },
  close: { from: ["open"], to: "closed", by: ["client"] },
  expire: { from: ["open"], to: "expired", by: ["system"] },
  remove: { from: ["open"], to: "closed", by: ["staff"] },
};

export const bidStatuses = [
  "pending",
  "accepted",
  "declined",
  "withdrawn",
] as const;
export type BidStatus = (typeof bidStatuses)[number];

export const bidStatusLabels: Record<BidStatus, string> = {
  pending: "Pending",
  accepted: "Accepted",
  declined: "Declined",
  withdrawn: "Withdrawn",
};

export const bidActions = [
  "change",
  "withdraw",
  "accept",
  "decline",
  "remove",
] as const;
export type BidAction = (typeof bidActions)[number];

/**
 * A bid changes or is withdrawn by its Tech while pending; the Client accepts
 * one; the rest are declined by the system; staff remove one that breaks the
 * terms (it is then declined, with their reason).
 */
export const bidTransitions: Record<BidAction, Rule<BidStatus>> = {
  change: { from: ["pending"], to: "pending", by: ["tech"] },
  withdraw: { from: ["pending"], to: "withdrawn", by: ["tech"] },
  accept: { from: ["pending"], to: "accepted", by: ["client"] },
  decline: { from: ["pending"], to: "declined", by: ["system"] },
  remove: { from: ["pending"], to: "declined", by: ["staff"] },
};

function move<S extends string>(
  rule: Rule<S>,
  status: S,
  actor: Actor,
): S | undefined {
  return rule.from.includes(status) && rule.by.includes(actor)
    ? rule.to
    : undefined;
}

/** The state a problem action leads to, or undefined when the table refuses it. */
export function problemTransition(
  status: ProblemStatus,
  action: ProblemAction,
  actor: Actor,
): ProblemStatus | undefined {
  return move(problemTransitions[action], status, actor);
}

/** The state a bid action leads to, or undefined when the table refuses it. */
export function bidTransition(
  status: BidStatus,
  action: BidAction,
  actor: Actor,
): BidStatus | undefined {
  return move(bidTransitions[action], status, actor);
}
