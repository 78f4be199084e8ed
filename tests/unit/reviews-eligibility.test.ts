import {
  reviewDeadline,
  reviewEligibility,
  type EligibleBooking,
  type ExistingReview,
} from "@/lib/reviews/eligibility";

const completedAt = new Date("2026-03-01T15:00:00.000Z");
/** 60 days of 86,400,000 ms after completion, written out by hand. */
const edge = new Date("2026-04-30T15:00:00.000Z");
const booking: EligibleBooking = {
  status: "completed",
  completedAt,
  accountUid: "uid-ann",
};
const fresh: ExistingReview = { status: "new", edits: 0 };

const check = (
  overrides: Partial<Parameters<typeof reviewEligibility>[0]> = {},
) =>
  reviewEligibility({
    booking,
    review: null,
    viewerUid: "uid-ann",
    now: new Date("2026-03-02T10:00:00Z"),
    intent: "open",
    ...overrides,
  });

describe("who may review a booking, and when (docs/product.md §24.1)", () => {
  it("the window ends 60 days after completion, to the millisecond", () => {
    expect(reviewDeadline(completedAt)).toEqual(edge);
    expect(check({ now: edge })).toEqual({ ok: true, mode: "write" });
    expect(check({ now: new Date(edge.getTime() + 1) })).toEqual({
      ok: false,
      code: "too-late",
    });
    expect(check({ now: completedAt })).toEqual({ ok: true, mode: "write" });
  });

  it.each(["requested", "confirmed", "no_show", "declined", "cancelled"])(
    "a %s booking is refused",
    (status) => {
      expect(check({ booking: { ...booking, status } })).toEqual({
        ok: false,
        code: "not-completed",
      });
    },
  );

  it("a Completed booking without a completion time is refused", () => {
    expect(check({ booking: { ...booking, completedAt: null } })).toEqual({
      ok: false,
      code: "not-completed",
    });
  });

  it("another account is refused; the link alone, signed out, is enough", () => {
    expect(check({ viewerUid: "uid-bob" })).toEqual({
      ok: false,
      code: "other-account",
    });
    expect(check({ viewerUid: null })).toEqual({ ok: true, mode: "write" });
    expect(
      check({
        viewerUid: "uid-bob",
        booking: { ...booking, accountUid: null },
      }),
    ).toEqual({ ok: true, mode: "write" });
  });

  it("a second review is refused; the first may change once", () => {
    expect(check({ review: fresh, intent: "write" })).toEqual({
      ok: false,
      code: "already-reviewed",
    });
    expect(check({ review: fresh, intent: "open" })).toEqual({
      ok: true,
      mode: "edit",
    });
    expect(check({ review: fresh, intent: "edit" })).toEqual({
      ok: true,
      mode: "edit",
    });
    const changed = { status: "new", edits: 1 } as const;
    expect(check({ review: changed, intent: "open" })).toEqual({
      ok: true,
      mode: "read",
    });
    expect(check({ review: changed, intent: "edit" })).toEqual({
      ok: false,
      code: "no-more-edits",
    });
  });

  it("a hidden review is not changed, a kept one is", () => {
    expect(
      check({ review: { status: "hidden", edits: 0 }, intent: "edit" }),
    ).toEqual({ ok: false, code: "no-more-edits" });
    expect(
      check({ review: { status: "kept", edits: 0 }, intent: "edit" }),
    ).toEqual({ ok: true, mode: "edit" });
  });

  it("the change too must come within the window", () => {
    expect(
      check({
        review: fresh,
        intent: "edit",
        now: new Date(edge.getTime() + 1),
      }),
    ).toEqual({ ok: false, code: "too-late" });
  });
});
