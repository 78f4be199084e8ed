import { zonedDate, zonedTime, zonedTimeToUtc } from "@/lib/bookings/time-zone";

const ny = "America/New_York";
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
