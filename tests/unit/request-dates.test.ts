import { isCalendarDate } from "@/lib/requests/dates";

describe("isCalendarDate", () => {
  it("takes a day of the calendar", () => {
    expect(isCalendarDate("2026-12-02")).toBe(true);
    expect(isCalendarDate("2028-02-29")).toBe(true);
  });

  it("refuses a month or a day that does not exist, without throwing", () => {
    expect(isCalendarDate("2026-13-01")).toBe(false);
    expect(isCalendarDate("2026-02-30")).toBe(false);
    expect(isCalendarDate("2026-11-31")).toBe(false);
    expect(isCalendarDate("2026-12-00")).toBe(false);
    expect(isCalendarDate("next week")).toBe(false);
  });
});
