/**
 * The constants of booking a real time (docs/product.md §23). Slots are
 * computed from these by lib/scheduling/slots.ts.
 */
export const scheduling = {
  /** Starts are offered on this grid of the company's wall clock, in minutes. */
  gridMinutes: 30,
  /** The soonest start offered: this long after now, in minutes. */
  minimumNoticeMinutes: 120,
  /** The latest start offered: this many days after now. */
  horizonDays: 30,
  /** Kept free after a visit, in minutes: travel to the next one, or a pause after a remote session. */
  bufferMinutes: { homeVisit: 30, remote: 15 },
  /** How many free starts the lost-race answer offers. */
  nearestOffered: 3,
} as const;
