import { feeFor } from "@/lib/bookings/fees";

const now = new Date("2026-12-01T14:00:00Z");
const before = (ms: number) => new Date(now.getTime() + ms);
const hour = 3_600_000;
const second = 1_000;
const visit = [
  { price: 89, homeVisit: true },
  { price: 35, homeVisit: false },
];
const remote = [{ price: 35, homeVisit: false }];

function fee(
  action: "cancel" | "change",
  startsIn: number,
  services = visit,
): number | "phone" {
  const quote = feeFor(action, {
    status: "confirmed",
    startsAt: before(startsIn),
    now,
    services,
  });
  return quote.online ? quote.fee : "phone";
}

describe("the fee rule at its edges (docs/product.md §10.6–7)", () => {
  it("a Requested booking cancels and changes free", () => {
    for (const action of ["cancel", "change"] as const) {
      expect(
        feeFor(action, {
          status: "requested",
          startsAt: null,
          now,
          services: visit,
        }),
      ).toMatchObject({ online: true, fee: 0 });
    }
  });

  it.each([
    ["exactly 24 h", 24 * hour, 0],
    ["24 h less one second", 24 * hour - second, 25],
    ["exactly 3 h", 3 * hour, 25],
    ["3 h less one second", 3 * hour - second, 124],
    ["one second before the start", second, 124],
    ["at the start", 0, "phone"],
    ["after the start", -second, "phone"],
  ])("cancelling a Confirmed booking %s before", (_, startsIn, expected) => {
    expect(fee("cancel", startsIn)).toBe(expected);
  });

  it.each([
    ["exactly 24 h", 24 * hour, 0, 0],
    ["exactly 3 h", 3 * hour, 0, 0],
    ["3 h less one second", 3 * hour - second, 25, 0],
    ["after the start", -second, "phone", "phone"],
  ])(
    "changing a Confirmed booking %s before: with a home visit, without",
    (_, startsIn, withVisit, without) => {
      expect(fee("change", startsIn, visit)).toBe(withVisit);
      expect(fee("change", startsIn, remote)).toBe(without);
    },
  );

  it("a closed booking has no online fee at all", () => {
    for (const status of [
      "cancelled",
      "declined",
      "completed",
      "no_show",
    ] as const) {
      expect(
        feeFor("cancel", {
          status,
          startsAt: before(48 * hour),
          now,
          services: visit,
        }).online,
      ).toBe(false);
    }
  });
});
