/**
 * A review's states and the one table of who may move it where
 * (docs/product.md §24). A review is public from the moment it is written:
 * "new" until staff have looked at it, "kept" once they have, "hidden" when
 * staff hid it for a reason from data/reviews.ts. "none" is before it exists.
 *
 * The actor is who asks relative to the review: `customer` the booking's
 * customer, `tech` the Tech who did the job, `staff` the desk, `system` the
 * erasure of the author's name. No rule looks at the rating.
 */
export const reviewStatuses = ["new", "kept", "hidden"] as const;

export type ReviewStatus = (typeof reviewStatuses)[number];

export const reviewStatusLabels: Record<ReviewStatus, string> = {
  new: "New",
  kept: "Kept",
  hidden: "Hidden",
};

export const reviewActions = [
  "write",
  "edit",
  "keep",
  "hide",
  "reply",
  "erase",
] as const;

export type ReviewAction = (typeof reviewActions)[number];

export const reviewActors = ["customer", "tech", "staff", "system"] as const;

export type ReviewActor = (typeof reviewActors)[number];

type From = ReviewStatus | "none";

type Rule = {
  readonly from: readonly From[];
  /** "same": the action leaves the state as it is. */
  readonly to: ReviewStatus | "same";
  readonly by: readonly ReviewActor[];
};

/**
 * An edit sends a kept review back to "new", so staff look at the new text;
 * a hidden review is not edited (the author was mailed why) and gets no
 * reply. Staff may keep a review they hid by mistake, which shows it again.
 */
export const reviewTransitions: Record<ReviewAction, Rule> = {
  write: { from: ["none"], to: "new", by: ["customer"] },
  edit: { from: ["new", "kept"], to: "new", by: ["customer"] },
  keep: { from: ["new", "hidden"], to: "kept", by: ["staff"] },
  hide: { from: ["new", "kept"], to: "hidden", by: ["staff"] },
  reply: { from: ["new", "kept"], to: "same", by: ["tech"] },
  erase: { from: ["new", "kept", "hidden"], to: "same", by: ["system"] },
};

/** The state an action leads to, or undefined when the table refuses it. */
export function reviewTransition(
  status: From,
  action: ReviewAction,
  actor: ReviewActor,
): ReviewStatus | undefined {
  const rule = reviewTransitions[action];
  if (!rule.from.includes(status) || !rule.by.includes(actor)) return undefined;
  return rule.to === "same" ? (status as ReviewStatus) : rule.to;
}
