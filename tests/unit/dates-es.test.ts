import {
  formatClock,
  formatDate,
  formatDateTime,
  formatMonth,
  formatShortDay,
  formatTime,
  formatWallTime,
} from "@/lib/dates";

const ny = "America/New_York";

// Expected values typed by hand from docs/glossary-es.md: es-US words, the
// day before the month, "p. m." with its space, the zone named ET.
describe("es-US dates and times, on New York's clocks", () => {
  test("the glossary's own example", () => {
    expect(formatDateTime(new Date("2026-11-28T21:30:00Z"), ny, "es")).toBe(
      "sáb, 28 nov 2026, 4:30 p. m. ET",
    );
  });

  test("either side of the spring change, the clocks jump from 1:59 to 3:00", () => {
    expect(formatDateTime(new Date("2026-03-08T06:59:00Z"), ny, "es")).toBe(
      "dom, 8 mar 2026, 1:59 a. m. ET",
    );
    expect(formatDateTime(new Date("2026-03-08T07:00:00Z"), ny, "es")).toBe(
      "dom, 8 mar 2026, 3:00 a. m. ET",
    );
  });

  test("the autumn change's repeated hour reads the same twice", () => {
    expect(formatTime(new Date("2026-11-01T05:30:00Z"), ny, "es")).toBe(
      "1:30 a. m. ET",
    );
    expect(formatTime(new Date("2026-11-01T06:30:00Z"), ny, "es")).toBe(
      "1:30 a. m. ET",
    );
  });

  test("noon and just after midnight", () => {
    expect(formatTime(new Date("2026-07-04T16:00:00Z"), ny, "es")).toBe(
      "12:00 p. m. ET",
    );
    expect(formatDateTime(new Date("2026-05-01T04:05:00Z"), ny, "es")).toBe(
      "vie, 1 may 2026, 12:05 a. m. ET",
    );
  });

  test("a late evening in New York is still the day before in New York", () => {
    expect(formatDate(new Date("2026-12-02T03:30:00Z"), ny, "es")).toBe(
      "mar, 1 dic 2026",
    );
  });

  test("a calendar day is written as it is", () => {
    expect(formatDate("2026-01-03", ny, "es")).toBe("sáb, 3 ene 2026");
  });

  test("a month, a short day, a clock and a wall time", () => {
    expect(formatMonth(new Date("2026-03-15T12:00:00Z"), ny, "es")).toBe(
      "marzo de 2026",
    );
    expect(formatShortDay(new Date("2026-12-02T15:00:00Z"), ny, "es")).toBe(
      "mié, 2 dic",
    );
    expect(formatClock(new Date("2026-12-02T15:00:00Z"), ny, "es")).toBe(
      "10:00 a. m.",
    );
    expect(formatWallTime("17:00", "es")).toBe("5:00 p. m.");
    expect(formatWallTime("24:00", "es")).toBe("12:00 a. m.");
  });

  test("English is untouched by the Spanish beside it", () => {
    const instant = new Date("2026-11-28T21:30:00Z");
    expect(formatDateTime(instant, ny, "es")).toBe(
      "sáb, 28 nov 2026, 4:30 p. m. ET",
    );
    expect(formatDateTime(instant, ny)).toBe("Sat, Nov 28, 2026, 4:30 PM ET");
    expect(formatDateTime(instant, ny, "en")).toBe(
      "Sat, Nov 28, 2026, 4:30 PM ET",
    );
  });
});
