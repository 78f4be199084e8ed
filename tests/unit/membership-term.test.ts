import { formatDate } from "@/lib/dates";
import {
  addDays,
  calendarDate,
  companyToday,
  dueReminder,
  oneYearAfter,
  reminderDates,
} from "@/lib/memberships/term";

describe("a membership's term (docs/product.md §20)", () => {
  it("runs one year from the registration date", () => {
    expect(oneYearAfter("2025-03-10")).toBe("2026-03-10");
    expect(oneYearAfter("2025-12-31")).toBe("2026-12-31");
    expect(oneYearAfter("2027-03-15")).toBe("2028-03-15");
  });

  it("runs from 29 February to 28 February", () => {
    expect(oneYearAfter("2024-02-29")).toBe("2025-02-28");
    expect(oneYearAfter("2028-02-29")).toBe("2029-02-28");
    expect(oneYearAfter("2027-02-28")).toBe("2028-02-28");
  });

  it("refuses days the calendar does not have", () => {
    expect(calendarDate("2025-02-29")).toBeUndefined();
    expect(calendarDate("2024-02-29")).toBe("2024-02-29");
    expect(calendarDate("2025-04-31")).toBeUndefined();
    expect(calendarDate("2025-13-01")).toBeUndefined();
    expect(calendarDate("2025-00-10")).toBeUndefined();
    expect(calendarDate("25-01-01")).toBeUndefined();
    expect(calendarDate("2025-1-1")).toBeUndefined();
    expect(calendarDate(20250101)).toBeUndefined();
    expect(calendarDate("1999-12-31")).toBeUndefined();
  });

  it("counts days across a leap day and a year's end", () => {
    expect(addDays("2028-03-15", -30)).toBe("2028-02-14");
    expect(addDays("2026-03-10", -30)).toBe("2026-02-08");
    expect(addDays("2026-01-05", -30)).toBe("2025-12-06");
    expect(addDays("2025-12-31", 1)).toBe("2026-01-01");
  });

  it("takes today from New York's clocks, not the server's", () => {
    // 03:30 UTC on 1 January is still 31 December in New York.
    expect(companyToday(new Date("2026-01-01T03:30:00Z"))).toBe("2025-12-31");
    expect(companyToday(new Date("2026-01-01T05:30:00Z"))).toBe("2026-01-01");
  });

  it("writes a day as members read it", () => {
    expect(formatDate("2026-03-10")).toBe("Tue, Mar 10, 2026");
  });
});

describe("which reminder is due (docs/product.md §20.5)", () => {
  const renewing = { autoRenew: true, termEnd: "2026-03-10" };
  const ending = { autoRenew: false, termEnd: "2026-03-10" };

  it("with auto-renewal on: 30 days before, then 7 days before, none on the end day", () => {
    expect(dueReminder(renewing, "2026-02-07")).toBeUndefined(); // 31 days
    expect(dueReminder(renewing, "2026-02-08")).toBe("renewal-30"); // 30 days
    expect(dueReminder(renewing, "2026-03-02")).toBe("renewal-30"); // 8 days
    expect(dueReminder(renewing, "2026-03-03")).toBe("renewal-7"); // 7 days
    expect(dueReminder(renewing, "2026-03-09")).toBe("renewal-7"); // 1 day
    expect(dueReminder(renewing, "2026-03-10")).toBeUndefined(); // end day
    expect(dueReminder(renewing, "2026-04-01")).toBeUndefined();
  });

  it("with auto-renewal off: one reminder from 30 days before the end", () => {
    expect(dueReminder(ending, "2026-02-07")).toBeUndefined();
    expect(dueReminder(ending, "2026-02-08")).toBe("ending-30");
    expect(dueReminder(ending, "2026-03-03")).toBe("ending-30");
    expect(dueReminder(ending, "2026-03-10")).toBeUndefined();
  });

  it("sends no ending reminder to a member who switched off inside those 30 days", () => {
    expect(
      dueReminder({ ...ending, switchedOn: "2026-02-08" }, "2026-02-20"),
    ).toBeUndefined();
    expect(
      dueReminder({ ...ending, switchedOn: "2026-02-07" }, "2026-02-08"),
    ).toBe("ending-30");
  });

  it("in a leap year, counts 29 February", () => {
    const leap = { autoRenew: true, termEnd: "2028-03-15" };
    expect(reminderDates("2028-03-15")).toEqual({
      "renewal-30": "2028-02-14",
      "renewal-7": "2028-03-08",
      "ending-30": "2028-02-14",
    });
    expect(dueReminder(leap, "2028-02-13")).toBeUndefined();
    expect(dueReminder(leap, "2028-02-14")).toBe("renewal-30");
    expect(dueReminder(leap, "2028-02-29")).toBe("renewal-30");
    expect(dueReminder(leap, "2028-03-08")).toBe("renewal-7");
  });

  it("for a term that ends on 28 February after a leap day", () => {
    expect(reminderDates("2025-02-28")).toEqual({
      "renewal-30": "2025-01-29",
      "renewal-7": "2025-02-21",
      "ending-30": "2025-01-29",
    });
  });
});
