import { dayTag, orderAwaiting, waited } from "@/lib/desk/ordering";

const row = (
  reference: string,
  preferredDate: string,
  timeWindow: string,
  createdAt: string,
) => ({ reference, preferredDate, timeWindow, createdAt });

describe("the order of the desk's work", () => {
  it("puts the soonest preferred date first, then the earlier window, then the longest waiting", () => {
    const rows = [
      row("BP-MONTH2", "2026-12-24", "morning", "2026-11-01T10:00:00Z"),
      row("BP-EVE222", "2026-11-25", "evening", "2026-11-02T10:00:00Z"),
      row("BP-NOON22", "2026-11-25", "afternoon", "2026-11-20T10:00:00Z"),
      row("BP-MORN22", "2026-11-25", "morning", "2026-11-23T10:00:00Z"),
      row("BP-MORN33", "2026-11-25", "morning", "2026-11-22T10:00:00Z"),
    ];
    expect(orderAwaiting(rows).map((r) => r.reference)).toEqual([
      "BP-MORN33",
      "BP-MORN22",
      "BP-NOON22",
      "BP-EVE222",
      "BP-MONTH2",
    ]);
    // The input is left as it was.
    expect(rows[0]!.reference).toBe("BP-MONTH2");
  });

  it("tags today and tomorrow, across a month's and a year's end", () => {
    expect(dayTag("2026-11-30", "2026-11-30")).toBe("Today");
    expect(dayTag("2026-12-01", "2026-11-30")).toBe("Tomorrow");
    expect(dayTag("2027-01-01", "2026-12-31")).toBe("Tomorrow");
    expect(dayTag("2026-12-02", "2026-11-30")).toBeNull();
    expect(dayTag("2026-11-29", "2026-11-30")).toBeNull();
  });

  it("says how long a request has waited, at the edges of minutes, hours and days", () => {
    const at = "2026-11-24T10:00:00Z";
    const after = (ms: number) => new Date(Date.parse(at) + ms);
    expect(waited(at, after(59_999))).toBe("0 min");
    expect(waited(at, after(60_000))).toBe("1 min");
    expect(waited(at, after(3_599_999))).toBe("59 min");
    expect(waited(at, after(3_600_000))).toBe("1 h 0 min");
    expect(waited(at, after(86_399_999))).toBe("23 h 59 min");
    expect(waited(at, after(86_400_000))).toBe("1 day 0 h");
    expect(waited(at, after(2 * 86_400_000 + 4 * 3_600_000))).toBe(
      "2 days 4 h",
    );
    // A clock behind the server's says no time, not a negative one.
    expect(waited(at, after(-5_000))).toBe("0 min");
  });
});
