import { formatDateTime } from "@/lib/dates";
import { offeredDays } from "@/lib/scheduling/labels";

const zone = "America/New_York";

describe("free starts as the checkout offers them (docs/product.md §23.6)", () => {
  it("groups starts by the company's day and names the zone in full", () => {
    const days = offeredDays(
      [
        { start: new Date("2026-12-01T14:00:00Z") },
        { start: new Date("2026-12-01T18:30:00Z") },
        // 23:00 on Tuesday in New York is Wednesday in UTC.
        { start: new Date("2026-12-02T04:00:00Z") },
        { start: new Date("2026-12-02T14:00:00Z") },
      ],
      zone,
    );
    expect(days).toEqual([
      {
        date: "2026-12-01",
        label: "Tue, Dec 1",
        times: [
          {
            start: "2026-12-01T14:00:00.000Z",
            label: "9:00 AM",
            full: "Tue, Dec 1, 2026, 9:00 AM ET",
          },
          {
            start: "2026-12-01T18:30:00.000Z",
            label: "1:30 PM",
            full: "Tue, Dec 1, 2026, 1:30 PM ET",
          },
          {
            start: "2026-12-02T04:00:00.000Z",
            label: "11:00 PM",
            full: "Tue, Dec 1, 2026, 11:00 PM ET",
          },
        ],
      },
      {
        date: "2026-12-02",
        label: "Wed, Dec 2",
        times: [
          {
            start: "2026-12-02T14:00:00.000Z",
            label: "9:00 AM",
            full: "Wed, Dec 2, 2026, 9:00 AM ET",
          },
        ],
      },
    ]);
  });

  it("says 9:00 AM ET on both sides of a change of daylight saving time", () => {
    expect(formatDateTime(new Date("2026-10-31T13:00:00Z"), zone)).toBe(
      "Sat, Oct 31, 2026, 9:00 AM ET",
    );
    expect(formatDateTime(new Date("2026-11-02T14:00:00Z"), zone)).toBe(
      "Mon, Nov 2, 2026, 9:00 AM ET",
    );
  });
});
