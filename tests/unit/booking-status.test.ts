import {
  allowedActions,
  bookingActions,
  bookingStatuses,
  transition,
  type Actor,
  type BookingAction,
  type BookingStatus,
} from "@/lib/bookings/status";

// Every state × every action × both actors, written out by hand from
// docs/product.md §12.2: "-" is refused.
const expected: Record<
  BookingStatus,
  Record<BookingAction, [staff: string, tech: string, visitor: string]>
> = {
  requested: {
    confirm: ["confirmed", "confirmed", "-"],
    decline: ["declined", "-", "-"],
    complete: ["-", "-", "-"],
    no_show: ["-", "-", "-"],
    cancel: ["cancelled", "-", "cancelled"],
    change: ["-", "-", "requested"],
  },
  confirmed: {
    confirm: ["-", "-", "-"],
    decline: ["-", "-", "-"],
    complete: ["completed", "completed", "-"],
    no_show: ["no_show", "no_show", "-"],
    cancel: ["cancelled", "-", "cancelled"],
    change: ["-", "-", "requested"],
  },
  completed: {
    confirm: ["-", "-", "-"],
    decline: ["-", "-", "-"],
    complete: ["-", "-", "-"],
    no_show: ["-", "-", "-"],
    cancel: ["-", "-", "-"],
    change: ["-", "-", "-"],
  },
  no_show: {
    confirm: ["-", "-", "-"],
    decline: ["-", "-", "-"],
    complete: ["-", "-", "-"],
    no_show: ["-", "-", "-"],
    cancel: ["-", "-", "-"],
    change: ["-", "-", "-"],
  },
  declined: {
    confirm: ["-", "-", "-"],
    decline: ["-", "-", "-"],
    complete: ["-", "-", "-"],
    no_show: ["-", "-", "-"],
    cancel: ["-", "-", "-"],
    change: ["-", "-", "-"],
  },
  cancelled: {
    confirm: ["-", "-", "-"],
    decline: ["-", "-", "-"],
    complete: ["-", "-", "-"],
    no_show: ["-", "-", "-"],
    cancel: ["-", "-", "-"],
    change: ["-", "-", "-"],
  },
};

const actors: Actor[] = ["staff", "tech", "visitor"];

describe("the booking state table", () => {
  it("covers every state and action", () => {
    expect(Object.keys(expected).sort()).toEqual([...bookingStatuses].sort());
    for (const status of bookingStatuses) {
      expect(Object.keys(expected[status]).sort()).toEqual(
        [...bookingActions].sort(),
      );
    }
  });

  const cases = bookingStatuses.flatMap((status) =>
    bookingActions.flatMap((action) =>
      actors.map(
        (actor, i) =>
          [status, action, actor, expected[status][action][i]] as const,
      ),
    ),
  );

  it.each(cases)("%s + %s by %s → %s", (status, action, actor, to) => {
    expect(transition(status, action, actor) ?? "-").toBe(to);
  });

  it("lists what each side may do", () => {
    expect(allowedActions("requested", "staff")).toEqual([
      "confirm",
      "decline",
      "cancel",
    ]);
    expect(allowedActions("confirmed", "staff")).toEqual([
      "complete",
      "no_show",
      "cancel",
    ]);
    expect(allowedActions("confirmed", "visitor")).toEqual([
      "cancel",
      "change",
    ]);
    expect(allowedActions("confirmed", "tech")).toEqual([
      "complete",
      "no_show",
    ]);
    expect(allowedActions("cancelled", "visitor")).toEqual([]);
  });
});
