import { pickTech, weekAround } from "@/lib/scheduling/pick-tech";

const zone = "America/New_York";
const slot = new Date("2026-11-25T15:00:00Z"); // Wednesday 10:00 in New York
const visit = (startIso: string, hours: number) => ({
  start: new Date(startIso),
  end: new Date(new Date(startIso).getTime() + hours * 3_600_000),
});

describe("the slot's week", () => {
  it("runs Monday to Monday on the company's clock", () => {
    expect(weekAround(slot, zone)).toEqual({
      start: new Date("2026-11-23T05:00:00Z"),
      end: new Date("2026-11-30T05:00:00Z"),
    });
  });

  it("is 167 hours long when the clocks go back inside it", () => {
    const week = weekAround(new Date("2026-11-01T15:00:00Z"), zone);
    expect(week.start.toISOString()).toBe("2026-10-26T04:00:00.000Z");
    expect(week.end.toISOString()).toBe("2026-11-02T05:00:00.000Z");
  });
});

describe("which Tech takes an instant booking (docs/product.md §23.4)", () => {
  const early = new Date("2026-01-01T00:00:00Z");
  const late = new Date("2026-06-01T00:00:00Z");

  it("takes the Tech with the fewest Confirmed hours that week", () => {
    const busy = {
      uid: "ann",
      publishedAt: early,
      confirmed: [visit("2026-11-24T14:00:00Z", 3)],
    };
    const lighter = {
      uid: "bo",
      publishedAt: late,
      confirmed: [visit("2026-11-26T14:00:00Z", 2)],
    };
    expect(pickTech(slot, [busy, lighter], zone)).toBe("bo");
  });

  it("does not count visits in other weeks", () => {
    const lastWeek = {
      uid: "ann",
      publishedAt: late,
      confirmed: [visit("2026-11-20T14:00:00Z", 8)],
    };
    const thisWeek = {
      uid: "bo",
      publishedAt: early,
      confirmed: [visit("2026-11-24T14:00:00Z", 1)],
    };
    expect(pickTech(slot, [thisWeek, lastWeek], zone)).toBe("ann");
  });

  it("breaks a tie by the earliest profile, whatever the order given", () => {
    const a = { uid: "zed", publishedAt: early, confirmed: [] };
    const b = { uid: "amy", publishedAt: late, confirmed: [] };
    expect(pickTech(slot, [a, b], zone)).toBe("zed");
    expect(pickTech(slot, [b, a], zone)).toBe("zed");
  });

  it("picks nobody from nobody", () => {
    expect(pickTech(slot, [], zone)).toBeUndefined();
  });
});
