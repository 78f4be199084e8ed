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
] as const;

export type BookingAction = (typeof bookingActions)[number];

/** Staff, the Tech assigned to the booking, or its customer. */
export type Actor = "staff" | "tech" | "visitor";

type Rule = {
  readonly from: readonly BookingStatus[];
  readonly to: BookingStatus;
  readonly by: readonly Actor[];
};

/**
 * Staff, or the Tech the booking is assigned to, confirm with a start time and
 * record how it went; a visitor's change sends it back to be confirmed again.
 */
export const transitions: Record<BookingAction, Rule> = {
  confirm: { from: ["requested"], to: "confirmed", by: ["staff", "tech"] },
  decline: { from: ["requested"], to: "declined", by: ["staff"] },
  complete: { from: ["confirmed"], to: "completed", by: ["staff", "tech"] },
  no_show: { from: ["confirmed"], to: "no_show", by: ["staff", "tech"] },
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
};

/** The state an action leads to, or undefined when the table does not allow it. */
export function transition(
  status: BookingStatus,
  action: BookingAction,
  actor: Actor,
): BookingStatus | undefined {
  const rule = transitions[action];
  return rule.from.includes(status) && rule.by.includes(actor)
    ? rule.to
    : undefined;
}

/** The actions an actor may take on a booking in this state, in the table's order. */
export function allowedActions(
  status: BookingStatus,
  actor: Actor,
): BookingAction[] {
  return bookingActions.filter((a) => transition(status, a, actor));
}

export function isBookingStatus(value: unknown): value is BookingStatus {
  return bookingStatuses.includes(value as BookingStatus);
}
