import {
  formatDate,
  formatDateTime,
  formatMonth,
  formatTime,
} from "@/lib/dates";

const ny = "America/New_York";

describe("the one date formatter, on New York's clocks with the zone named ET", () => {
  test("a winter and a summer time both read ET", () => {
    expect(formatDateTime(new Date("2026-12-01T14:00:00.000Z"))).toBe(
      "Tue, Dec 1, 2026, 9:00 AM ET",
    );
    expect(formatDateTime("2026-07-04T21:05:00.000Z")).toBe(
      "Sat, Jul 4, 2026, 5:05 PM ET",
    );
    expect(formatTime("2026-07-04T21:05:00.000Z")).toBe("5:05 PM ET");
  });

  test("the clocks go back on Sunday 1 November 2026", () => {
    // 12:30 AM EDT (UTC-4), then 1:30 AM twice, then 2:30 AM EST (UTC-5).
    expect(formatDateTime("2026-11-01T04:30:00.000Z", ny)).toBe(
      "Sun, Nov 1, 2026, 12:30 AM ET",
    );
    expect(formatDateTime("2026-11-01T05:30:00.000Z", ny)).toBe(
      "Sun, Nov 1, 2026, 1:30 AM ET",
    );
    expect(formatDateTime("2026-11-01T06:30:00.000Z", ny)).toBe(
      "Sun, Nov 1, 2026, 1:30 AM ET",
    );
    expect(formatDateTime("2026-11-01T07:30:00.000Z", ny)).toBe(
      "Sun, Nov 1, 2026, 2:30 AM ET",
    );
    // Noon the day before is 16:00 UTC, noon that day 17:00 UTC.
    expect(formatTime("2026-10-31T16:00:00.000Z")).toBe("12:00 PM ET");
    expect(formatTime("2026-11-01T17:00:00.000Z")).toBe("12:00 PM ET");
  });

  test("the clocks go forward on Sunday 14 March 2027", () => {
    // 1:59 AM EST (UTC-5) is followed by 3:00 AM EDT (UTC-4).
    expect(formatDateTime("2027-03-14T06:59:00.000Z", ny)).toBe(
      "Sun, Mar 14, 2027, 1:59 AM ET",
    );
    expect(formatDateTime("2027-03-14T07:00:00.000Z", ny)).toBe(
      "Sun, Mar 14, 2027, 3:00 AM ET",
    );
    expect(formatTime("2027-03-13T14:00:00.000Z")).toBe("9:00 AM ET");
    expect(formatTime("2027-03-15T13:00:00.000Z")).toBe("9:00 AM ET");
  });

  test("a date: a calendar day as it is, an instant on New York's calendar", () => {
    expect(formatDate("2026-11-01")).toBe("Sun, Nov 1, 2026");
    expect(formatDate("2027-03-14")).toBe("Sun, Mar 14, 2027");
    // 03:00 UTC on 24 November is still the 23rd in New York.
    expect(formatDate(new Date("2026-11-24T03:00:00.000Z"))).toBe(
      "Mon, Nov 23, 2026",
    );
    expect(formatDate("2026-11-24T03:00:00.000Z")).toBe("Mon, Nov 23, 2026");
  });

  test("no other zone name and no narrow spaces slip in", () => {
    const text = formatDateTime("2026-12-01T14:00:00.000Z");
    expect(text).not.toMatch(/E[SD]T|\u202f|\u00a0/);
  });
});

test("a month, on New York's calendar", () => {
  expect(formatMonth("2026-03-10T15:00:00.000Z")).toBe("March 2026");
  // 02:00 UTC on 1 April is still 31 March in New York.
  expect(formatMonth("2026-04-01T02:00:00.000Z")).toBe("March 2026");
});
