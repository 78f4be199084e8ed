import { business } from "@/data/business";
import { acceptTerms } from "@/lib/problems/accept-terms";
import { formatAge } from "@/lib/problems/history";

describe("what accepting a bid states", () => {
  it("names the price and the cancellation fees from the constants", () => {
    expect(acceptTerms(120)).toEqual([
      "You accept $120 for this work, paid after the service. Nothing is paid on the site.",
      "It becomes a booking, and the technician confirms a start time with you. Every other bid is declined.",
      "Once a time is confirmed, cancelling is free until 24 hours before it, costs $25 after that, and the full price within 3 hours.",
    ]);
  });

  it("follows a change of the fee rules", () => {
    const rules = {
      ...business,
      cancellation: {
        freeUntilHours: 48,
        lateFee: 40,
        fullChargeWithinHours: 6,
      },
    };
    expect(acceptTerms(80, rules)[2]).toBe(
      "Once a time is confirmed, cancelling is free until 48 hours before it, costs $40 after that, and the full price within 6 hours.",
    );
  });
});

describe("ages", () => {
  it.each([
    [0, "0 minutes"],
    [1, "1 minute"],
    [59, "59 minutes"],
    [60, "1 hour"],
    [47 * 60, "47 hours"],
    [48 * 60, "2 days"],
    [7 * 1440, "7 days"],
  ])("%p minutes read %p", (minutes, text) => {
    expect(formatAge(minutes)).toBe(text);
  });
});
