import {
  allowedActions,
  bookingActions,
  bookingStatuses,
  bookingTransitions,
  inTime,
  waitsForStart,
  type Actor,
  type BookingAction,
  type BookingStatus,
} from "@/lib/bookings/status";
import { transition } from "@/lib/transitions";

// Every state × every action × both actors, written out by hand from
// docs/product.md §12.2, §15.3 and §23.10, with the clock past the confirmed start:
// "-" is refused.
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
    reschedule: ["-", "-", "-"],
    assign: ["-", "-", "-"],
  },
  confirmed: {
    confirm: ["-", "-", "-"],
    decline: ["-", "-", "-"],
    complete: ["completed", "completed", "-"],
    no_show: ["no_show", "no_show", "-"],
    cancel: ["cancelled", "-", "cancelled"],
    change: ["-", "-", "requested"],
    reschedule: ["-", "-", "confirmed"],
    assign: ["-", "-", "-"],
  },
  completed: {
    confirm: ["-", "-", "-"],
    decline: ["-", "-", "-"],
    complete: ["-", "-", "-"],
    no_show: ["-", "-", "-"],
    cancel: ["-", "-", "-"],
    change: ["-", "-", "-"],
    reschedule: ["-", "-", "-"],
    assign: ["-", "-", "-"],
  },
  no_show: {
    confirm: ["-", "-", "-"],
    decline: ["-", "-", "-"],
    complete: ["-", "-", "-"],
    no_show: ["-", "-", "-"],
    cancel: ["-", "-", "-"],
    change: ["-", "-", "-"],
    reschedule: ["-", "-", "-"],
    assign: ["-", "-", "-"],
  },
  declined: {
    confirm: ["-", "-", "-"],
    decline: ["-", "-", "-"],
    complete: ["-", "-", "-"],
    no_show: ["-", "-", "-"],
    cancel: ["-", "-", "-"],
    change: ["-", "-", "-"],
    reschedule: ["-", "-", "-"],
    assign: ["-", "-", "-"],
  },
  cancelled: {
    confirm: ["-", "-", "-"],
    decline: ["-", "-", "-"],
    complete: ["-", "-", "-"],
    no_show: ["-", "-", "-"],
    cancel: ["-", "-", "-"],
    change: ["-", "-", "-"],
    reschedule: ["-", "-", "-"],
    assign: ["-", "-", "-"],
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

  const startsAt = new Date("2026-12-01T14:00:00Z");
  const after = { now: new Date("2026-12-01T14:00:00Z"), startsAt };
  const before = { now: new Date("2026-12-01T13:59:59.999Z"), startsAt };

  it.each(cases)("%s + %s by %s → %s", (status, action, actor, to) => {
    expect(
      transition(bookingTransitions, status, action, actor, inTime(after)) ??
        "-",
    ).toBe(to);
  });

  // Before the start, Completed and No-show are refused and staff may assign
  // a Requested or Confirmed booking (§15.14): every other cell is the same
  // as after it.
  it.each(cases)(
    "before the start: %s + %s by %s",
    (status, action, actor, to) => {
      const waits =
        status === "confirmed" &&
        (action === "complete" || action === "no_show") &&
        (actor === "staff" || actor === "tech");
      const assigns =
        action === "assign" &&
        actor === "staff" &&
        (status === "requested" || status === "confirmed");
      expect(
        transition(bookingTransitions, status, action, actor, inTime(before)) ??
          "-",
      ).toBe(waits ? "-" : assigns ? status : to);
      expect(waitsForStart(status, action, actor, before)).toBe(waits);
      expect(waitsForStart(status, action, actor, after)).toBe(false);
    },
  );

  it("judges the start to the millisecond, and refuses without a start or a clock", () => {
    expect(
      transition(
        bookingTransitions,
        "confirmed",
        "complete",
        "staff",
        inTime(after),
      ),
    ).toBe("completed");
    expect(
      transition(
        bookingTransitions,
        "confirmed",
        "no_show",
        "staff",
        inTime(before),
      ),
    ).toBeUndefined();
    expect(
      transition(
        bookingTransitions,
        "confirmed",
        "complete",
        "staff",
        inTime({ now: after.now, startsAt: null }),
      ),
    ).toBeUndefined();
    expect(
      transition(
        bookingTransitions,
        "confirmed",
        "complete",
        "staff",
        inTime(),
      ),
    ).toBeUndefined();
    expect(
      transition(bookingTransitions, "confirmed", "cancel", "staff", inTime()),
    ).toBe("cancelled");
    // An assignment needs the clock too; a booking without a start has none to pass.
    expect(
      transition(bookingTransitions, "requested", "assign", "staff", inTime()),
    ).toBeUndefined();
  });

  it("lists what each side may do", () => {
    expect(allowedActions("requested", "staff")).toEqual([
      "confirm",
      "decline",
      "cancel",
    ]);
    expect(allowedActions("confirmed", "staff", before)).toEqual([
      "cancel",
      "assign",
    ]);
    expect(
      allowedActions("requested", "staff", { now: after.now, startsAt: null }),
    ).toEqual(["confirm", "decline", "cancel", "assign"]);
    expect(allowedActions("confirmed", "staff", after)).toEqual([
      "complete",
      "no_show",
      "cancel",
    ]);
    expect(allowedActions("confirmed", "visitor")).toEqual([
      "cancel",
      "change",
      "reschedule",
    ]);
    expect(allowedActions("confirmed", "tech", before)).toEqual([]);
    expect(allowedActions("confirmed", "tech", after)).toEqual([
      "complete",
      "no_show",
    ]);
    expect(allowedActions("cancelled", "visitor")).toEqual([]);
  });
});
