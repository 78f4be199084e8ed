/** Managed IT memberships (docs/product.md §20): when the member hears from us. */
export const membershipReminders = {
  /** Days before a renewal that a reminder goes out, with auto-renewal on. */
  renewalDays: [30, 7],
  /** Days before the end that the one reminder goes out, with auto-renewal off. */
  endingDays: 30,
} as const;

/** The highest yearly price staff may record, in whole US dollars: a typo guard. */
export const membershipPriceLimit = 1_000_000;
