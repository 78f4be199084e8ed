import { transition, type Rule } from "@/lib/transitions";
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

export const bookingActions = [
  "confirm",
  "decline",
  "complete",
  "no_show",
  "cancel",
  "change",
  "reschedule",
  "assign",
] as const;

export type BookingAction = (typeof bookingActions)[number];

/** Staff, the Tech assigned to the booking, or its customer. */
export type Actor = "staff" | "tech" | "visitor";

type BookingRule = Rule<BookingStatus, BookingStatus, Actor> & {
  /** Only once the confirmed start has passed (docs/product.md §15.3). */
  readonly afterStart?: true;
  /** Only while the confirmed start, if there is one, is still ahead. */
  readonly beforeStart?: true;
};

/** The clock a rule with `afterStart` is judged by: now, and the booking's confirmed start. */
export type Clock = { readonly now: Date; readonly startsAt: Date | null };

/**
 * Staff, or the Tech the booking is assigned to, confirm with a start time and
 * record how it went; a visitor's change sends it back to be confirmed again.
 */
export const bookingTransitions: Record<BookingAction, BookingRule> = {
  confirm: { moves: { requested: "confirmed" }, by: ["staff", "tech"] },
  decline: { moves: { requested: "declined" }, by: ["staff"] },
  complete: {
    moves: { confirmed: "completed" },
    by: ["staff", "tech"],
    afterStart: true,
  },
  no_show: {
    moves: { confirmed: "no_show" },
    by: ["staff", "tech"],
    afterStart: true,
  },
  cancel: {
    moves: { requested: "cancelled", confirmed: "cancelled" },
    by: ["staff", "visitor"],
  },
  change: {
    moves: { requested: "requested", confirmed: "requested" },
    by: ["visitor"],
  },
  // A Confirmed booking moved to a free slot stays Confirmed (docs/product.md §23.10).
  reschedule: { moves: { confirmed: "confirmed" }, by: ["visitor"] },
  // Staff give a booking a Tech, or another one, until its start (docs/product.md §15.14).
  assign: {
    moves: { requested: "requested", confirmed: "confirmed" },
    by: ["staff"],
    beforeStart: true,
  },
};

/**
 * A timed rule's condition, for `transition` (lib/transitions.ts): Completed
 * and No-show only from the confirmed start on, an assignment only before it
 * (or while there is none), by the clock given; without a clock, a timed
 * rule is refused.
 */
export const inTime = (clock?: Clock) => (rule: BookingRule) =>
  (!rule.afterStart ||
    (clock?.startsAt != null &&
      clock.now.getTime() >= clock.startsAt.getTime())) &&
  (!rule.beforeStart ||
    (clock !== undefined &&
      (clock.startsAt == null ||
        clock.now.getTime() < clock.startsAt.getTime())));

/** Whether the table refuses this action only because the start has not come yet. */
export function waitsForStart(
  status: BookingStatus,
  action: BookingAction,
  actor: Actor,
  clock?: Clock,
): boolean {
  return (
    bookingTransitions[action].afterStart === true &&
    transition(bookingTransitions, status, action, actor) !== undefined &&
    !transition(bookingTransitions, status, action, actor, inTime(clock))
  );
}

/** The actions an actor may take on a booking in this state now, in the table's order. */
export function allowedActions(
  status: BookingStatus,
  actor: Actor,
  clock?: Clock,
): BookingAction[] {
  return bookingActions.filter((a) =>
    transition(bookingTransitions, status, a, actor, inTime(clock)),
  );
}

export function isBookingStatus(value: unknown): value is BookingStatus {
  return bookingStatuses.includes(value as BookingStatus);
}
