/**
 * Reviews of completed jobs (docs/product.md §24): the limits the form shows
 * and the server enforces, and the only reasons staff may hide a review for.
 */
export const reviewLimits = {
  minRating: 1,
  maxRating: 5,
  body: 2000,
  /** A review is written within this many days of the booking's completion. */
  writeWithinDays: 60,
  /** The author may change their review this many times. */
  edits: 1,
  /** A Tech's public reply. */
  reply: 1000,
  /** Latest reviews a service page shows. */
  servicePageLatest: 3,
} as const;

/**
 * Staff hide a review for one of these and nothing else: never for its
 * rating (docs/product.md §24). Each one's words, which the author is
 * mailed, are the catalogue's (`deskReviews.hideReasons`).
 */
export const reviewHideReasons = [
  "personal-data",
  "abuse",
  "off-topic",
  "not-this-job",
] as const;

export type ReviewHideReasonId = (typeof reviewHideReasons)[number];

/**
 * How a review is signed once the author's name is erased: stored in the
 * review, so a fact of the records (each language's pages say it in their
 * own words, `labels.review.anonymousAuthor`).
 */
export const reviewCopy = { anonymousAuthor: "a customer" } as const;
