import {
  formatClock,
  formatDate,
  formatDateTime,
  formatMonth,
  formatShortDay,
  formatTime,
  formatWallTime,
  zonedDate,
  zonedHour,
  zonedTime,
} from "@/lib/dates";
import {
  addDays,
  dayStart,
  startOfDay,
  wallClock,
  wallClockInstant,
  zonedTimeToUtc,
} from "@/lib/dates/zones";

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

const utc = (date: string, time: string) =>
  zonedTimeToUtc(date, time, ny)?.toISOString();

describe("zonedTimeToUtc in New York", () => {
  test("winter is UTC-5 and summer UTC-4", () => {
    expect(utc("2026-12-01", "09:00")).toBe("2026-12-01T14:00:00.000Z");
    expect(utc("2026-07-04", "09:00")).toBe("2026-07-04T13:00:00.000Z");
    expect(utc("2026-01-01", "00:00")).toBe("2026-01-01T05:00:00.000Z");
    expect(utc("2026-12-31", "23:59")).toBe("2027-01-01T04:59:00.000Z");
  });

  test("spring forward, 8 March 2026: 2:00-2:59 does not exist", () => {
    expect(utc("2026-03-08", "01:59")).toBe("2026-03-08T06:59:00.000Z");
    expect(utc("2026-03-08", "02:00")).toBeUndefined();
    expect(utc("2026-03-08", "02:30")).toBeUndefined();
    expect(utc("2026-03-08", "02:59")).toBeUndefined();
    expect(utc("2026-03-08", "03:00")).toBe("2026-03-08T07:00:00.000Z");
    expect(utc("2026-03-07", "02:30")).toBe("2026-03-07T07:30:00.000Z");
    expect(utc("2026-03-09", "02:30")).toBe("2026-03-09T06:30:00.000Z");
  });

  test("fall back, 1 November 2026: 1:00-1:59 happens twice, the first is meant", () => {
    expect(utc("2026-11-01", "00:59")).toBe("2026-11-01T04:59:00.000Z");
    expect(utc("2026-11-01", "01:00")).toBe("2026-11-01T05:00:00.000Z");
    expect(utc("2026-11-01", "01:30")).toBe("2026-11-01T05:30:00.000Z");
    expect(utc("2026-11-01", "02:00")).toBe("2026-11-01T07:00:00.000Z");
    expect(utc("2026-10-31", "01:30")).toBe("2026-10-31T05:30:00.000Z");
    expect(utc("2026-11-02", "01:30")).toBe("2026-11-02T06:30:00.000Z");
  });

  test("other zones follow their own rules", () => {
    expect(
      zonedTimeToUtc("2026-03-29", "01:30", "Europe/London"),
    ).toBeUndefined();
    expect(
      zonedTimeToUtc("2026-06-01", "12:00", "Asia/Kolkata")?.toISOString(),
    ).toBe("2026-06-01T06:30:00.000Z");
    // London's clocks go back at 2:00 BST on 25 October 2026: 1:30 happens
    // twice, and the first (BST, UTC+1) is meant there too.
    expect(
      zonedTimeToUtc("2026-10-25", "01:30", "Europe/London")?.toISOString(),
    ).toBe("2026-10-25T00:30:00.000Z");
  });

  test.each([
    ["2026-02-29", "09:00"],
    ["2026-02-31", "09:00"],
    ["2026-13-01", "09:00"],
    ["2026-1-01", "09:00"],
    ["2026-12-01", "24:00"],
    ["2026-12-01", "9:00"],
    ["2026-12-01", "09:60"],
    ["2026-12-01", "09:00:00"],
    ["", ""],
    ["2026-12-01'; drop table bookings; --", "09:00"],
  ])("malformed %s %s gives undefined", (date, time) => {
    expect(utc(date, time)).toBeUndefined();
  });
});

describe("reading an instant in New York", () => {
  test("the date and time on New York's clocks", () => {
    const lateEvening = new Date("2026-11-24T03:00:00.000Z");
    expect(zonedDate(lateEvening, ny)).toBe("2026-11-23");
    expect(zonedTime(lateEvening, ny)).toBe("22:00");
    expect(zonedTime(new Date("2026-07-04T04:00:00.000Z"), ny)).toBe("00:00");
  });
});

describe("the clocks of a day, for the picker and the slots", () => {
  test("a day's label and a time's, without year or zone", () => {
    const start = new Date("2026-12-01T18:30:00.000Z");
    expect(formatShortDay(start, ny)).toBe("Tue, Dec 1");
    expect(formatClock(start, ny)).toBe("1:30 PM");
    expect(zonedHour(start, ny)).toBe(13);
    expect(zonedHour(new Date("2026-07-04T04:00:00.000Z"), ny)).toBe(0);
  });

  test("a wall-clock time as a time field shows it, the day's end as 12:00 AM", () => {
    expect(formatWallTime("09:00")).toBe("9:00 AM");
    expect(formatWallTime("17:30")).toBe("5:30 PM");
    expect(formatWallTime("12:00")).toBe("12:00 PM");
    expect(formatWallTime("00:00")).toBe("12:00 AM");
    expect(formatWallTime("24:00")).toBe("12:00 AM");
  });

  test("the wall clock at an instant, with the ISO weekday", () => {
    expect(wallClock(new Date("2026-11-24T03:00:00.000Z"), ny)).toEqual({
      year: 2026,
      month: 10,
      date: 23,
      weekday: 1,
      hours: 22,
      minutes: 0,
    });
  });

  test("days run over months and years", () => {
    expect(addDays({ year: 2026, month: 11, date: 30 }, 3)).toEqual({
      year: 2027,
      month: 0,
      date: 2,
      weekday: 6,
    });
    expect(addDays({ year: 2026, month: 2, date: 1 }, -1)).toEqual({
      year: 2026,
      month: 1,
      date: 28,
      weekday: 6,
    });
  });

  test("a wall-clock time the clocks skip has no instant; 24:00 is the next midnight", () => {
    const springForward = { year: 2026, month: 2, date: 8 };
    expect(wallClockInstant(springForward, 2, 30, ny)).toBeUndefined();
    expect(wallClockInstant(springForward, 3, 0, ny)).toBe(
      Date.parse("2026-03-08T07:00:00.000Z"),
    );
    expect(wallClockInstant(springForward, 24, 0, ny)).toBe(
      Date.parse("2026-03-09T04:00:00.000Z"),
    );
    // When the clocks go back, 1:30 happens twice: the first is meant.
    expect(
      wallClockInstant({ year: 2026, month: 10, date: 1 }, 1, 30, ny),
    ).toBe(Date.parse("2026-11-01T05:30:00.000Z"));
  });

  test("a day starts at its midnight on the company's clock", () => {
    expect(startOfDay({ year: 2026, month: 10, date: 1 }, ny)).toEqual(
      new Date("2026-11-01T04:00:00.000Z"),
    );
    expect(dayStart("2026-11-02", ny)).toEqual(
      new Date("2026-11-02T05:00:00.000Z"),
    );
    expect(dayStart("2026-02-30", ny)).toBeUndefined();
    expect(dayStart("2026-2-3", ny)).toBeUndefined();
  });
});
