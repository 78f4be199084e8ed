import { feeFor } from "@/lib/bookings/fees";

const start = new Date("2026-12-01T14:00:00Z");
const before = (ms: number) => new Date(start.getTime() - ms);
const second = 1000;
const hour = 3600 * second;

const remote = [
  { price: 79, homeVisit: false },
  { price: 35, homeVisit: false },
];
const visit = [
  { price: 89, homeVisit: true },
  { price: 35, homeVisit: false },
];

function quote(
  action: "cancel" | "change",
  now: Date,
  services = remote,
  status: "requested" | "confirmed" | "completed" = "confirmed",
) {
  const q = feeFor(action, {
    status,
    startsAt: status === "requested" ? null : start,
    now,
    services,
  });
  return q.online ? q.fee : "phone";
}

describe("cancelling (docs/product.md §10.6)", () => {
  it.each([
    ["48 h before", before(48 * hour), 0],
    ["exactly 24 h before", before(24 * hour), 0],
    ["24 h less one second before", before(24 * hour - second), 25],
    ["exactly 3 h before", before(3 * hour), 25],
    ["3 h less one second before", before(3 * hour - second), 114],
    ["one second before", before(second), 114],
    ["at the start", start, "phone"],
    ["after the start", new Date(start.getTime() + hour), "phone"],
  ])("a confirmed booking, %s: %s", (_, now, fee) => {
    expect(quote("cancel", now)).toBe(fee);
  });

  it("a requested booking cancels free, whatever the time", () => {
    expect(
      quote("cancel", new Date("2027-01-01T00:00:00Z"), remote, "requested"),
    ).toBe(0);
  });

  it("a completed booking cannot be cancelled online", () => {
    expect(quote("cancel", before(48 * hour), remote, "completed")).toBe(
      "phone",
    );
  });
});

describe("changing (docs/product.md §10.7)", () => {
  it.each([
    ["exactly 3 h before, home visit", before(3 * hour), visit, 0],
    [
      "3 h less one second before, home visit",
      before(3 * hour - second),
      visit,
      25,
    ],
    [
      "3 h less one second before, no home visit",
      before(3 * hour - second),
      remote,
      0,
    ],
    [
      "24 h less one second before, home visit",
      before(24 * hour - second),
      visit,
      0,
    ],
    ["at the start, home visit", start, visit, "phone"],
    [
      "after the start, no home visit",
      new Date(start.getTime() + second),
      remote,
      "phone",
    ],
  ])("a confirmed booking, %s: %s", (_, now, services, fee) => {
    expect(quote("change", now, services)).toBe(fee);
  });

  it("a requested booking changes free", () => {
    expect(quote("change", start, visit, "requested")).toBe(0);
  });
});

describe("the fee clock survives a change (docs/product.md §21.4)", () => {
  it("confirm, change within 3 hours, then cancel: the cancel step states the same fee as before the change", () => {
    const now = before(2 * hour);
    const confirmed = {
      status: "confirmed" as const,
      startsAt: start,
      lastConfirmedStart: start,
      now,
      services: visit,
    };
    const cancelBefore = feeFor("cancel", confirmed);
    expect(cancelBefore).toMatchObject({ online: true, fee: 124 });
    expect(feeFor("change", confirmed)).toMatchObject({
      online: true,
      fee: 25,
    });
    // The change sends it back to Requested with no start, keeping the clock.
    const changed = {
      ...confirmed,
      status: "requested" as const,
      startsAt: null,
    };
    const cancelAfter = feeFor("cancel", { ...changed, now: before(hour) });
    expect(cancelAfter).toMatchObject({
      online: true,
      fee: 124,
      reason:
        "Less than 3 hours before the time we had confirmed: the full price.",
    });
    // Without the kept clock the same booking would cancel free.
    expect(
      feeFor("cancel", { ...changed, lastConfirmedStart: null }),
    ).toMatchObject({ online: true, fee: 0 });
  });

  it.each([
    ["25 h before the kept time", before(25 * hour), 0],
    ["23 h before", before(23 * hour), 25],
    ["2 h before", before(2 * hour), 114],
    ["once it has passed", new Date(start.getTime() + second), "phone"],
  ])(
    "a changed booking cancels %s as the confirmed one would",
    (_, now, fee) => {
      const q = feeFor("cancel", {
        status: "requested",
        startsAt: null,
        lastConfirmedStart: start,
        now,
        services: remote,
      });
      expect(q.online ? q.fee : "phone").toBe(fee);
    },
  );

  it("a new confirmed time is the clock again", () => {
    const later = new Date(start.getTime() + 7 * 24 * hour);
    expect(
      feeFor("cancel", {
        status: "confirmed",
        startsAt: later,
        lastConfirmedStart: later,
        now: before(hour),
        services: remote,
      }),
    ).toMatchObject({ online: true, fee: 0 });
  });
});
