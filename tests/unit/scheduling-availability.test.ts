import { parseAvailability, parseZips } from "@/lib/scheduling/availability";

const options = {
  skills: ["printer-setup", "browser-setup"],
  timeZone: "America/New_York",
};
const valid = {
  weekly: {
    "1": [
      { from: "13:00", to: "17:00" },
      { from: "08:00", to: "12:00" },
    ],
  },
  timeOff: [{ from: "2026-12-24T00:00", to: "2026-12-27T00:00" }],
  zips: "10001-10003, 11201",
  services: ["printer-setup"],
};

describe("a Tech's availability (docs/product.md §23.2)", () => {
  it("keeps sorted intervals, time off as instants, each ZIP once, and the services", () => {
    const parsed = parseAvailability(valid, options);
    expect(parsed).toEqual({
      ok: true,
      value: {
        weekly: {
          1: [
            { from: "08:00", to: "12:00" },
            { from: "13:00", to: "17:00" },
          ],
        },
        timeOff: [
          {
            start: new Date("2026-12-24T05:00:00Z"),
            end: new Date("2026-12-27T05:00:00Z"),
          },
        ],
        zips: ["10001", "10002", "10003", "11201"],
        services: ["printer-setup"],
      },
    });
  });

  it("accepts a day that runs to midnight", () => {
    const parsed = parseAvailability(
      { weekly: { "6": [{ from: "20:00", to: "24:00" }] } },
      options,
    );
    expect(parsed.ok).toBe(true);
  });

  it.each([
    [
      "overlapping intervals",
      {
        weekly: {
          "2": [
            { from: "08:00", to: "12:00" },
            { from: "11:30", to: "15:00" },
          ],
        },
      },
      "weekly",
      "Tuesday: 8:00 AM–12:00 PM overlaps 11:30 AM–3:00 PM.",
    ],
    [
      "an end before its start",
      { weekly: { "3": [{ from: "17:00", to: "09:00" }] } },
      "weekly",
      "Wednesday: 5:00 PM is not before 9:00 AM.",
    ],
    [
      "an empty interval",
      { weekly: { "3": [{ from: "09:00", to: "09:00" }] } },
      "weekly",
      "Wednesday: 9:00 AM is not before 9:00 AM.",
    ],
    [
      "a malformed time",
      { weekly: { "4": [{ from: "9am", to: "17:00" }] } },
      "weekly",
      "Thursday: write each time as HH:MM, such as 09:00.",
    ],
    [
      "a weekday that does not exist",
      { weekly: { "8": [] } },
      "weekly",
      "A weekday must be 1 (Monday) to 7 (Sunday).",
    ],
    [
      "time off that ends before it starts",
      { timeOff: [{ from: "2026-12-27T00:00", to: "2026-12-24T00:00" }] },
      "timeOff",
      "Time off from 2026-12-27 00:00 ends before it starts.",
    ],
    [
      "time off on a date that does not exist",
      { timeOff: [{ from: "2026-02-30T09:00", to: "2026-03-02T09:00" }] },
      "timeOff",
      "Give each period of time off a start and an end date and time.",
    ],
    [
      "a malformed ZIP",
      { zips: "10001, 1000" },
      "zips",
      '"1000" is not a 5-digit ZIP code or a range such as 10001-10005.',
    ],
    [
      "a backwards ZIP range",
      { zips: "10005-10001" },
      "zips",
      "The range 10005-10001 ends before it starts.",
    ],
    [
      "a service outside the skills",
      { services: ["printer-setup", "computer-repair"] },
      "services",
      '"computer-repair" is not one of your skills; add it to your skills first.',
    ],
  ])("refuses %s with a sentence", (_, raw, field, sentence) => {
    expect(parseAvailability(raw, options)).toEqual({
      ok: false,
      errors: { [field]: sentence },
    });
  });

  it("refuses what is not an availability at all", () => {
    expect(parseAvailability("<script>", options).ok).toBe(false);
    expect(parseAvailability({ weekly: { "1": "all day" } }, options).ok).toBe(
      false,
    );
  });

  it("caps the ZIP list", () => {
    expect(parseZips("10000-10999")).toEqual({ zips: expect.any(Array) });
    expect(parseZips("10000-11000")).toEqual({
      error: "At most 1000 ZIP codes can be listed.",
    });
  });
});
