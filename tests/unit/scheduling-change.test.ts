import { changeChoices, changeTechOrder } from "@/lib/scheduling/change";
import type { Slot } from "@/lib/scheduling/slots";

const at = (iso: string) => new Date(iso);
const slots: Slot[] = [
  { start: at("2026-12-01T15:00:00Z"), techs: ["bo"] },
  { start: at("2026-12-01T14:00:00Z"), techs: ["ann", "bo"] },
  { start: at("2026-12-01T16:00:00Z"), techs: ["ann"] },
  { start: at("2026-12-02T14:00:00Z"), techs: ["cy", "bo"] },
  { start: at("2026-12-02T15:00:00Z"), techs: ["ann", "cy"] },
];

describe("changeChoices (docs/product.md §23.10)", () => {
  it("offers the booking's own Tech's free starts first, then those only others are free at, each soonest first", () => {
    expect(changeChoices(slots, { techUid: "ann", each: 10 })).toEqual({
      same: [slots[1], slots[2], slots[4]],
      other: [slots[0], slots[3]],
    });
  });

  it("starts from the date asked and offers at most `each` of either", () => {
    expect(
      changeChoices(slots, {
        techUid: "ann",
        from: at("2026-12-01T15:30:00Z"),
        each: 1,
      }),
    ).toEqual({ same: [slots[2]], other: [slots[3]] });
  });

  it("never offers the booking's own current start, with its Tech or another", () => {
    expect(
      changeChoices(slots, {
        techUid: "ann",
        each: 10,
        current: at("2026-12-01T14:00:00Z"),
      }),
    ).toEqual({ same: [slots[2], slots[4]], other: [slots[0], slots[3]] });
  });

  it("offers only other Techs' starts when the own Tech is free at none", () => {
    expect(changeChoices(slots, { techUid: "dee", each: 10 }).same).toEqual([]);
  });
});

describe("changeTechOrder", () => {
  it("tries the booking's own Tech first when free, then the others free there in the picker's order", () => {
    expect(changeTechOrder(slots[4]!, "ann", ["cy", "ann", "bo"])).toEqual([
      "ann",
      "cy",
    ]);
  });

  it("goes to the others when the own Tech is not free at the start", () => {
    expect(changeTechOrder(slots[3]!, "ann", ["bo", "ann", "cy"])).toEqual([
      "bo",
      "cy",
    ]);
  });
});
