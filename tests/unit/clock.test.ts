import {
  daysAfter,
  newYorkClock,
  newYorkDate,
  newYorkTime,
  nextSpringForward,
  nextWeekdayAt,
  weekday,
  writtenInNewYork,
} from "./clock";

// The helpers the date-free tests build their dates with, checked on fixed
// days whose answers are known (a pure function given its `now`).

describe("the tests' clock helpers", () => {
  const monday = new Date("2026-11-30T12:00:00Z"); // 07:00 in New York

  it("finds the next weekday at a New York wall time, strictly after", () => {
    expect(nextWeekdayAt(weekday.tuesday, 10, 0, { after: monday })).toEqual(
      new Date("2026-12-01T15:00:00Z"),
    );
    expect(nextWeekdayAt(weekday.monday, 7, 0, { after: monday })).toEqual(
      new Date("2026-12-07T12:00:00Z"),
    );
    expect(nextWeekdayAt(weekday.monday, 8, 0, { after: monday })).toEqual(
      new Date("2026-11-30T13:00:00Z"),
    );
    // Across the fall-back day, 10:00 is EDT before and EST after.
    expect(
      nextWeekdayAt(weekday.sunday, 10, 0, {
        after: new Date("2026-10-28T12:00:00Z"),
      }),
    ).toEqual(new Date("2026-11-01T15:00:00Z"));
    expect(
      nextWeekdayAt(weekday.saturday, 10, 0, {
        after: new Date("2026-10-28T12:00:00Z"),
      }),
    ).toEqual(new Date("2026-10-31T14:00:00Z"));
  });

  it("counts calendar days in New York, not 24-hour periods, and skips the hour the clocks skip", () => {
    // 23:30 on 30 November in New York is already 1 December in UTC.
    const lateEvening = new Date("2026-12-01T04:30:00Z");
    expect(newYorkDate(lateEvening)).toBe("2026-11-30");
    expect(newYorkClock(lateEvening)).toBe("23:30");
    expect(newYorkTime(lateEvening, 1, 9)).toEqual(
      new Date("2026-12-01T14:00:00Z"),
    );
    expect(newYorkTime(new Date("2027-03-13T17:00:00Z"), 1, 2, 30)).toEqual(
      new Date("2027-03-14T07:30:00Z"),
    );
    expect(daysAfter(monday, 2)).toEqual(new Date("2026-12-02T12:00:00Z"));
  });

  it("finds the next spring-forward day: the second Sunday of March", () => {
    expect(nextSpringForward(monday)).toEqual(new Date("2027-03-14T05:00:00Z"));
    expect(nextSpringForward(new Date("2027-03-14T12:00:00Z"))).toEqual(
      new Date("2028-03-12T05:00:00Z"),
    );
    expect(nextSpringForward(new Date("2028-03-01T12:00:00Z"))).toEqual(
      new Date("2028-03-12T05:00:00Z"),
    );
    // 2026's fell on 8 March, its earliest possible day.
    expect(nextSpringForward(new Date("2026-01-10T12:00:00Z"))).toEqual(
      new Date("2026-03-08T05:00:00Z"),
    );
  });

  it("writes a time as the desk does, with the platform's own Intl", () => {
    expect(writtenInNewYork(new Date("2026-12-01T15:00:00Z"))).toBe(
      "Tue, Dec 1, 2026, 10:00 AM ET",
    );
  });
});
