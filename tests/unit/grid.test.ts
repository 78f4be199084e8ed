import { withSpacers } from "@/lib/grid";

describe("withSpacers", () => {
  it("puts a spacer in every fifth slot and drops no item", () => {
    const items = Array.from({ length: 15 }, (_, i) => i + 1);
    const slots = withSpacers(items);
    expect(slots).toHaveLength(18);
    const spacerPositions = slots.flatMap((slot, i) =>
      slot.kind === "spacer" ? [i + 1] : [],
    );
    expect(spacerPositions).toEqual([5, 10, 15]);
    expect(slots.flatMap((s) => (s.kind === "item" ? [s.item] : []))).toEqual(
      items,
    );
  });

  it("adds no trailing spacer and handles short lists", () => {
    expect(withSpacers([])).toEqual([]);
    expect(withSpacers([1, 2, 3, 4]).map((s) => s.kind)).toEqual([
      "item",
      "item",
      "item",
      "item",
    ]);
    expect(withSpacers([1, 2, 3, 4, 5]).map((s) => s.kind)).toEqual([
      "item",
      "item",
      "item",
      "item",
      "spacer",
      "item",
    ]);
  });
});
