import type { Rule } from "@/lib/transitions";
/**
 * A problem's and a bid's states, and the one table of who may move each
 * where (docs/product.md §18). Every change goes through `transition` (lib/transitions.ts)
 * with one of these tables, so a state they do not allow is never written.
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

export const problemStatuses = [
  "open",
  "accepted",
  "closed",
  "expired",
] as const;
export type ProblemStatus = (typeof problemStatuses)[number];

export const problemActions = ["accept", "close", "expire", "remove"] as const;
export type ProblemAction = (typeof problemActions)[number];

/** Only an open problem moves; staff remove one that breaks the terms. */
export const problemTransitions: Record<
  ProblemAction,
  Rule<ProblemStatus, ProblemStatus, Actor>
> = {
  accept: { moves: { open: "accepted" }, by: ["client"] },
  close: { moves: { open: "closed" }, by: ["client"] },
  expire: { moves: { open: "expired" }, by: ["system"] },
  remove: { moves: { open: "closed" }, by: ["staff"] },
};

export const bidStatuses = [
  "pending",
  "accepted",
  "declined",
  "withdrawn",
] as const;
export type BidStatus = (typeof bidStatuses)[number];

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
export const bidTransitions: Record<
  BidAction,
  Rule<BidStatus, BidStatus, Actor>
> = {
  change: { moves: { pending: "pending" }, by: ["tech"] },
  withdraw: { moves: { pending: "withdrawn" }, by: ["tech"] },
  accept: { moves: { pending: "accepted" }, by: ["client"] },
  decline: { moves: { pending: "declined" }, by: ["system"] },
  remove: { moves: { pending: "declined" }, by: ["staff"] },
};
