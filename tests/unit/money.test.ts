import { formatUsd, sumPrices } from "@/data/money";

describe("money", () => {
  it("prefixes $ and never rounds", () => {
    expect(formatUsd(79)).toBe("$79");
    expect(formatUsd(0)).toBe("$0");
    expect(formatUsd(10.5)).toBe("$10.5");
    expect(formatUsd(1234)).toBe("$1234");
  });

  it("sums prices unrounded", () => {
    expect(sumPrices([])).toBe(0);
    expect(sumPrices([{ price: 79 }, { price: 35 }, { price: 129 }])).toBe(243);
    // Floating-point sums are shown as they are, never rounded to cents.
    expect(sumPrices([{ price: 0.1 }, { price: 0.2 }])).toBe(
      0.30000000000000004,
    );
  });
});
