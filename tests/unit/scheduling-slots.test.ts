import { services } from "@/data/services";
import { durationLabel } from "@/lib/scheduling/duration";
import {
  busyMinutes,
  freeSlots,
  type TechAvailability,
} from "@/lib/scheduling/slots";

const zone = "America/New_York";
const allWeek = {
  1: [{ from: "09:00", to: "17:00" }],
  2: [{ from: "09:00", to: "17:00" }],
  3: [{ from: "09:00", to: "17:00" }],
  4: [{ from: "09:00", to: "17:00" }],
  5: [{ from: "09:00", to: "17:00" }],
  6: [{ from: "09:00", to: "17:00" }],
  7: [{ from: "09:00", to: "17:00" }],
} as const;

function tech(overrides: Partial<TechAvailability> = {}): TechAvailability {
  return {
    uid: "ann",
    weekly: allWeek,
    timeOff: [],
    zips: ["10001"],
    services: ["printer-installation", "browser-setup"],
    busy: [],
    ...overrides,
  };
}

const homeVisit = {
  services: ["printer-installation"],
  minutes: 90,
  homeVisit: true,
};
const remote = { services: ["browser-setup"], minutes: 30, homeVisit: false };

/** The starts on one New York date, as "HH:MM" New York time. */
function startsOn(slots: { start: Date }[], date: string): string[] {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format;
  const time = new Intl.DateTimeFormat("en-GB", {
    timeZone: zone,
    hour: "2-digit",
    minute: "2-digit",
  }).format;
  return slots.filter((s) => day(s.start) === date).map((s) => time(s.start));
}

describe("the visit's length", () => {
  it("adds 30 minutes after a home visit and 15 after a remote session", () => {
    expect(busyMinutes({ minutes: 90, homeVisit: true })).toBe(120);
    expect(busyMinutes({ minutes: 30, homeVisit: false })).toBe(45);
  });
});

describe("free starts (docs/product.md §23.3)", () => {
  // Monday 23 November 2026, 08:00 in New York (13:00 UTC).
  const now = new Date("2026-11-23T13:00:00Z");

  it("with `only`, answers that one start when it is free, and nothing when it is not", () => {
    const ask = (only: Date, busy: TechAvailability["busy"] = []) =>
      freeSlots({
        now,
        visit: homeVisit,
        zip: "10001",
        techs: [tech({ busy })],
        timeZone: zone,
        only,
      });
    // Tuesday 24 November, 10:00 in New York.
    const tuesdayTen = new Date("2026-11-24T15:00:00Z");
    expect(ask(tuesdayTen)).toEqual([{ start: tuesdayTen, techs: ["ann"] }]);
    expect(
      ask(tuesdayTen, [
        {
          start: new Date("2026-11-24T16:00:00Z"),
          end: new Date("2026-11-24T17:00:00Z"),
        },
      ]),
    ).toEqual([]);
    // Off the grid, and after the hours.
    expect(ask(new Date("2026-11-24T15:10:00Z"))).toEqual([]);
    expect(ask(new Date("2026-11-24T21:00:00Z"))).toEqual([]);
    // The minimum notice (two hours from 08:00) and the 30-day horizon hold for one start too.
    expect(ask(new Date("2026-11-23T14:30:00Z"))).toEqual([]);
    const mondayTen = new Date("2026-11-23T15:00:00Z");
    expect(ask(mondayTen)).toEqual([{ start: mondayTen, techs: ["ann"] }]);
    const lastDayNine = new Date("2026-12-22T14:00:00Z");
    expect(ask(lastDayNine)).toEqual([{ start: lastDayNine, techs: ["ann"] }]);
    expect(ask(new Date("2026-12-23T14:00:00Z"))).toEqual([]);
  });

  it("starts on the half-hour grid, inside the hours for the whole visit and its buffer", () => {
    const slots = freeSlots({
      now,
      visit: homeVisit,
      zip: "10001",
      techs: [tech()],
      timeZone: zone,
    });
    // 90 minutes + 30 of travel must end by 17:00: the last start is 15:00.
    expect(startsOn(slots, "2026-11-24")).toEqual([
      "09:00",
      "09:30",
      "10:00",
      "10:30",
      "11:00",
      "11:30",
      "12:00",
      "12:30",
      "13:00",
      "13:30",
      "14:00",
      "14:30",
      "15:00",
    ]);
  });

  it("starts no sooner than 2 hours from now", () => {
    const slots = freeSlots({
      now,
      visit: homeVisit,
      zip: "10001",
      techs: [tech()],
      timeZone: zone,
    });
    // 08:00 now: 10:00 is the first start today.
    expect(startsOn(slots, "2026-11-23")[0]).toBe("10:00");
    const late = new Date("2026-11-23T14:01:00Z"); // 09:01
    const later = freeSlots({
      now: late,
      visit: homeVisit,
      zip: "10001",
      techs: [tech()],
      timeZone: zone,
    });
    expect(startsOn(later, "2026-11-23")[0]).toBe("11:30");
  });

  it("offers nothing past 30 days from now", () => {
    const slots = freeSlots({
      now,
      visit: homeVisit,
      zip: "10001",
      techs: [tech()],
      timeZone: zone,
    });
    const last = slots.at(-1)!.start.getTime();
    expect(last).toBeLessThanOrEqual(now.getTime() + 30 * 24 * 3_600_000);
    // Day 30 is 23 December 2026, 08:00: its 09:00 start is past the horizon.
    expect(startsOn(slots, "2026-12-22")).toContain("15:00");
    expect(startsOn(slots, "2026-12-23")).toEqual([]);
  });

  it("keeps the buffer between a Confirmed visit and the next", () => {
    // Confirmed 10:00-11:30 on Tuesday, with its 30 minutes of travel: busy until 12:00.
    const busy = [
      {
        start: new Date("2026-11-24T15:00:00Z"),
        end: new Date("2026-11-24T17:00:00Z"),
      },
    ];
    const slots = freeSlots({
      now,
      visit: homeVisit,
      zip: "10001",
      techs: [tech({ busy })],
      timeZone: zone,
    });
    const tuesday = startsOn(slots, "2026-11-24");
    // Before it, a visit and its travel would have to end by 10:00, so start at 08:00: outside the hours.
    expect(tuesday).not.toContain("09:00");
    expect(tuesday).not.toContain("11:30");
    expect(tuesday[0]).toBe("12:00");
  });

  it("leaves out time off across midnight", () => {
    // Off from Tuesday 16:00 to Wednesday 10:00.
    const timeOff = [
      {
        start: new Date("2026-11-24T21:00:00Z"),
        end: new Date("2026-11-25T15:00:00Z"),
      },
    ];
    const slots = freeSlots({
      now,
      visit: remote,
      techs: [tech({ timeOff })],
      timeZone: zone,
    });
    // 45 minutes must end by 16:00 on Tuesday; Wednesday starts at 10:00.
    expect(startsOn(slots, "2026-11-24").at(-1)).toBe("15:00");
    expect(startsOn(slots, "2026-11-25")[0]).toBe("10:00");
  });

  it("offers a Tech only for the services they take", () => {
    const printerOnly = tech({ uid: "bo", services: ["printer-installation"] });
    const both = tech({ uid: "cy" });
    const slots = freeSlots({
      now,
      visit: remote,
      techs: [printerOnly, both],
      timeZone: zone,
    });
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.every((slot) => slot.techs.join() === "cy")).toBe(true);
    const none = freeSlots({
      now,
      visit: remote,
      techs: [printerOnly],
      timeZone: zone,
    });
    expect(none).toEqual([]);
  });

  it("needs the ZIP for a home visit, and not for a remote one", () => {
    const elsewhere = freeSlots({
      now,
      visit: homeVisit,
      zip: "62701",
      techs: [tech()],
      timeZone: zone,
    });
    expect(elsewhere).toEqual([]);
    const noZip = freeSlots({
      now,
      visit: homeVisit,
      techs: [tech()],
      timeZone: zone,
    });
    expect(noZip).toEqual([]);
    const anywhere = freeSlots({
      now,
      visit: remote,
      techs: [tech()],
      timeZone: zone,
    });
    expect(startsOn(anywhere, "2026-11-24")[0]).toBe("09:00");
  });

  it("lists every Tech free at a start", () => {
    const busy = [
      {
        start: new Date("2026-11-24T14:00:00Z"),
        end: new Date("2026-11-24T16:00:00Z"),
      },
    ];
    const slots = freeSlots({
      now,
      visit: remote,
      techs: [tech({ uid: "ann", busy }), tech({ uid: "bo" })],
      timeZone: zone,
    });
    const at = (iso: string) =>
      slots.find((s) => s.start.toISOString() === iso)?.techs;
    expect(at("2026-11-24T14:00:00.000Z")).toEqual(["bo"]); // 09:00: Ann is busy
    expect(at("2026-11-24T16:00:00.000Z")).toEqual(["ann", "bo"]); // 11:00
  });
});

describe("daylight saving time in New York", () => {
  const cases = [
    // [now, date, 09:00 local as UTC]
    [
      "the clocks go back on Sunday 1 November 2026",
      "2026-10-30T12:00:00Z",
      "2026-11-01",
      "2026-11-01T14:00:00.000Z",
    ],
    [
      "the Sunday after, 8 November 2026",
      "2026-11-06T12:00:00Z",
      "2026-11-08",
      "2026-11-08T14:00:00.000Z",
    ],
    [
      "the Sunday before, 7 March 2027",
      "2027-03-05T12:00:00Z",
      "2027-03-07",
      "2027-03-07T14:00:00.000Z",
    ],
    [
      "the clocks go forward on Sunday 14 March 2027",
      "2027-03-12T12:00:00Z",
      "2027-03-14",
      "2027-03-14T13:00:00.000Z",
    ],
  ] as const;

  it.each(cases)(
    "a 9:00 start stays 9:00 local: %s",
    (_, nowIso, date, nineUtc) => {
      const slots = freeSlots({
        now: new Date(nowIso),
        visit: remote,
        techs: [tech()],
        timeZone: zone,
      });
      const day = startsOn(slots, date);
      expect(day[0]).toBe("09:00");
      expect(day.at(-1)).toBe("16:00");
      expect(day).toHaveLength(15);
      expect(
        slots
          .find((s) => startsOn([s], date)[0] === "09:00")!
          .start.toISOString(),
      ).toBe(nineUtc);
    },
  );

  it("works the whole night of a change without doubling or skipping a start", () => {
    const nights = tech({ weekly: { 7: [{ from: "00:00", to: "24:00" }] } });
    const back = freeSlots({
      now: new Date("2026-10-30T12:00:00Z"),
      visit: remote,
      techs: [nights],
      timeZone: zone,
    });
    const sundayBack = startsOn(back, "2026-11-01");
    expect(new Set(sundayBack).size).toBe(sundayBack.length);
    expect(sundayBack.slice(0, 5)).toEqual([
      "00:00",
      "00:30",
      "01:00",
      "01:30",
      "02:00",
    ]);
    const forward = freeSlots({
      now: new Date("2027-03-12T12:00:00Z"),
      visit: remote,
      techs: [nights],
      timeZone: zone,
    });
    // 02:00-02:59 does not exist on 14 March 2027.
    expect(startsOn(forward, "2027-03-14").slice(0, 5)).toEqual([
      "00:00",
      "00:30",
      "01:00",
      "01:30",
      "03:00",
    ]);
  });
});

describe("durations (docs/product.md §23.1)", () => {
  it("are whole 15-minute steps from 30 to 180 for every service", () => {
    for (const service of services) {
      expect(service.minutes % 15).toBe(0);
      expect(service.minutes).toBeGreaterThanOrEqual(30);
      expect(service.minutes).toBeLessThanOrEqual(180);
    }
  });

  it("read as people say them", () => {
    expect(durationLabel(30)).toBe("30 minutes");
    expect(durationLabel(60)).toBe("1 hour");
    expect(durationLabel(90)).toBe("1 hour 30 minutes");
    expect(durationLabel(180)).toBe("3 hours");
  });
});
