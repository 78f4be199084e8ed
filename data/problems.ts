/**
 * Problems that Clients post and Techs bid on: the limits the forms show and
 * the server enforces (docs/product.md §18).
 */
export const problemLimits = {
  title: 120,
  description: 5000,
  device: 120,
  /** Techs a Client may pick when only chosen Techs may see a problem. */
  chosenTechs: 10,
  /** Pending bids a problem takes before it takes no more. */
  pendingBids: 5,
  /** A problem with no accepted bid expires this long after it was posted. */
  expiresAfterDays: 7,
} as const;

export const bidLimits = {
  /** Whole US dollars. */
  minPrice: 1,
  maxPrice: 5000,
  message: 1000,
  /** How far ahead a Tech may offer to start. */
  startWithinDays: 60,
} as const;

/**
 * How a Client wants to be helped: neither needs a home visit. The words are
 * the catalogue's (problems.contact).
 */
export const contactMethods = [{ id: "phone" }, { id: "remote" }] as const;

export type ContactMethodId = (typeof contactMethods)[number]["id"];

/** Who sees a problem; the words are the catalogue's (problems.visibility). */
export const visibilityChoices = [
  { id: "everyone" },
  { id: "chosen" },
] as const;

export type VisibilityId = (typeof visibilityChoices)[number]["id"];

/**
 * The kind a problem that fits no service group is filed under; its name is
 * the catalogue's (labels.otherKind).
 */
export const otherKind = { id: "other" } as const;
