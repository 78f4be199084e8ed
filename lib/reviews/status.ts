import type { Rule } from "@/lib/transitions";
/**
 * A review's states and the one table of who may move it where
 * (docs/product.md §24). A review is public from the moment it is written:
 * "new" until staff have looked at it, "kept" once they have, "hidden" when
 * staff hid it for a reason from data/reviews.ts. "none" is before it exists.
 *
 * The actor is who asks relative to the review: `customer` the booking's
 * customer, `tech` the Tech who did the job, `staff` the desk, `system` the
 * erasure of the author's name. No rule looks at the rating. A state's name
 * is the desk's words (the deskReviews catalogue's `status`).
 */
export const reviewStatuses = ["new", "kept", "hidden"] as const;

export type ReviewStatus = (typeof reviewStatuses)[number];

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

/**
 * An edit sends a kept review back to "new", so staff look at the new text;
 * a hidden review is not edited (the author was mailed why) and gets no
 * reply. Staff may keep a review they hid by mistake, which shows it again.
 */
export const reviewTransitions: Record<
  ReviewAction,
  Rule<From, ReviewStatus, ReviewActor>
> = {
  write: { moves: { none: "new" }, by: ["customer"] },
  edit: { moves: { new: "new", kept: "new" }, by: ["customer"] },
  keep: { moves: { new: "kept", hidden: "kept" }, by: ["staff"] },
  hide: { moves: { new: "hidden", kept: "hidden" }, by: ["staff"] },
  reply: { moves: { new: "new", kept: "kept" }, by: ["tech"] },
  erase: {
    moves: { new: "new", kept: "kept", hidden: "hidden" },
    by: ["system"],
  },
};
