/**
 * A booking's states and the one table of who may move it where
 * (docs/product.md §12.2). Every change goes through `transition`, so a state
 * the table does not allow can never be written.
 */
export const bookingStatuses = [
  "requested",
  "confirmed",
  "completed",
  "no_show",
  "declined",
  "cancelled",
] as const;

export type BookingStatus = (typeof bookingStatuses)[number];

export const bookingStatusLabels: Record<BookingStatus, string> = {
  requested: "Requested",
  confirmed: "Confirmed",
  completed: "Completed",
  no_show: "No-show",
  declined: "Declined",
  cancelled: "Cancelled",
};

export const bookingActions = [
  "confirm",
  "decline",
  "complete",
  "no_show",
  "cancel",
  "change",
  "reschedule",
] as const;

export type BookingAction = (typeof bookingActions)[number];

/** Staff, the Tech assigned to the booking, or its customer. */
export type Actor = "staff" | "tech" | "visitor";

type Rule = {
  readonly from: readonly BookingStatus[];
  readonly to: BookingStatus;
  readonly by: readonly Actor[];
  /** Only once the confirmed start has passed (docs/product.md §15.3). */
  readonly afterStart?: true;
};

/** The clock a rule with `afterStart` is judged by: now, and the booking's confirmed start. */
export type Clock = { readonly now: Date; readonly startsAt: Date | null };

/**
 * Staff, or the Tech the booking is assigned to, confirm with a start time and
 * record how it went; a visitor's change sends it back to be confirmed again.
 */
export const transitions: Record<BookingAction, Rule> = {
  confirm: { from: ["requested"], to: "confirmed", by: ["staff", "tech"] },
  decline: { from: ["requested"], to: "declined", by: ["staff"] },
  complete: {
    from: ["confirmed"],
    to: "completed",
    by: ["staff", "tech"],
    afterStart: true,
  },
  no_show: {
    from: ["confirmed"],
    to: "no_show",
    by: ["staff", "tech"],
    afterStart: true,
  },
  cancel: {
    from: ["requested", "confirmed"],
    to: "cancelled",
    by: ["staff", "visitor"],
  },
  change: {
    from: ["requested", "confirmed"],
    to: "requested",
    by: ["visitor"],
  },
  // A Confirmed booking moved to a free slot stays Confirmed (docs/product.md §23.10).
  reschedule: { from: ["confirmed"], to: "confirmed", by: ["visitor"] },
};

/** Whether a rule's time condition holds; without a clock, a timed rule is refused. */
const inTime = (rule: Rule, clock?: Clock) =>
  !rule.afterStart ||
  (clock?.startsAt != null && clock.now.getTime() >= clock.startsAt.getTime());

/**
 * The state an action leads to, or undefined when the table does not allow
 * it: wrong state, wrong actor, or (for Completed and No-show) before the
 * confirmed start by the clock given.
 */
export function transition(
  status: BookingStatus,
  action: BookingAction,
  actor: Actor,
  clock?: Clock,
): BookingStatus | undefined {
  const rule = transitions[action];
  return rule.from.includes(status) &&
    rule.by.includes(actor) &&
    inTime(rule, clock)
    ? rule.to
    : undefined;
}

/** Whether the table refuses this action only because the start has not come yet. */
export function waitsForStart(
  status: BookingStatus,
  action: BookingAction,
  actor: Actor,
  clock?: Clock,
): boolean {
  const rule = transitions[action];
  return (
    rule.from.includes(status) &&
    rule.by.includes(actor) &&
    !inTime(rule, clock)
  );
}

/** The actions an actor may take on a booking in this state now, in the table's order. */
export function allowedActions(
  status: BookingStatus,
  actor: Actor,
  clock?: Clock,
): BookingAction[] {
  return bookingActions.filter((a) => transition(status, a, actor, clock));
}

export function isBookingStatus(value: unknown): value is BookingStatus {
  return bookingStatuses.includes(value as BookingStatus);
}
