/**
 * A review's states (docs/product.md §24). A review is public from the moment
 * it is written: "new" until staff have looked at it, "kept" once they have,
 * "hidden" when staff hid it for a reason from data/reviews.ts.
 */
export const reviewStatuses = ["new", "kept", "hidden"] as const;

export type ReviewStatus = (typeof reviewStatuses)[number];
