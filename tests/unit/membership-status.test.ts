import {
  membershipActions,
  membershipActors,
  membershipTransitions,
  timely,
  type MembershipAction,
} from "@/lib/memberships/status";
import { transition } from "@/lib/transitions";

// Every state × action × actor, written out by hand from docs/product.md
// §20.6: [staff, member, system], "-" is refused.
const expected: Record<
  "none" | "renewing" | "ending" | "ended",
  Record<MembershipAction, [string, string, string]>
> = {
  none: {
    record: ["renewing", "-", "-"],
    switch_off: ["-", "-", "-"],
    switch_on: ["-", "-", "-"],
    renew: ["-", "-", "-"],
    expire: ["-", "-", "-"],
    end: ["-", "-", "-"],
  },
  renewing: {
    record: ["-", "-", "-"],
    switch_off: ["ending", "ending", "-"],
    switch_on: ["-", "-", "-"],
    renew: ["-", "-", "renewing"],
    expire: ["-", "-", "-"],
    end: ["ended", "-", "-"],
  },
  ending: {
    record: ["-", "-", "-"],
    switch_off: ["-", "-", "-"],
    switch_on: ["renewing", "renewing", "-"],
    renew: ["-", "-", "-"],
    expire: ["-", "-", "ended"],
    end: ["ended", "-", "-"],
  },
  ended: {
    record: ["-", "-", "-"],
    switch_off: ["-", "-", "-"],
    switch_on: ["-", "-", "-"],
    renew: ["-", "-", "-"],
    expire: ["-", "-", "-"],
    end: ["-", "-", "-"],
  },
};

describe("the membership transition table (docs/product.md §20.6)", () => {
  const cases = Object.entries(expected).flatMap(([status, row]) =>
    membershipActions.flatMap((action) =>
      membershipActors.map(
        (actor, index) => [status, action, actor, row[action][index]] as const,
      ),
    ),
  );

  it("covers every state, action and actor", () => {
    expect(cases).toHaveLength(4 * 6 * 3);
  });

  it.each(cases)("%s + %s by %s → %s", (status, action, actor, to) => {
    expect(
      transition(
        membershipTransitions,
        status as keyof typeof expected,
        action,
        actor,
      ) ?? "-",
    ).toBe(to);
  });
});

describe("the day an action may happen", () => {
  const end = "2026-03-10";
  it("switching only before the term's end day", () => {
    expect(timely("switch_off", end, "2026-03-09")).toBe(true);
    expect(timely("switch_off", end, "2026-03-10")).toBe(false);
    expect(timely("switch_on", end, "2026-03-09")).toBe(true);
    expect(timely("switch_on", end, "2026-03-10")).toBe(false);
  });
  it("renewing and expiring from the end day on", () => {
    expect(timely("renew", end, "2026-03-09")).toBe(false);
    expect(timely("renew", end, "2026-03-10")).toBe(true);
    expect(timely("expire", end, "2026-03-09")).toBe(false);
    expect(timely("expire", end, "2026-03-11")).toBe(true);
  });
  it("staff ending on any day", () => {
    expect(timely("end", end, "2025-03-10")).toBe(true);
    expect(timely("end", end, "2027-03-10")).toBe(true);
  });
});
