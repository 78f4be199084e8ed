import { bookedVisit, bookingStarts } from "@/lib/scheduling/assign";
import { freeTechs, type TechAvailability } from "@/lib/scheduling/slots";

// Which Techs staff may assign a booking to (docs/product.md §15.14).
const zone = "America/New_York";
// Monday 30 November 2026, 07:00 in New York (EST, UTC−5).
const now = new Date("2026-11-30T12:00:00Z");

function tech(
  uid: string,
  overrides: Partial<TechAvailability> = {},
): TechAvailability {
  return {
    uid,
    weekly: { 2: [{ from: "09:00", to: "17:00" }] },
    timeOff: [],
    zips: ["10001"],
    services: ["printer-installation"],
    busy: [],
    ...overrides,
  };
}

const installation = bookedVisit({
  services: [{ slug: "printer-installation", minutes: 90 }],
  homeVisit: true,
});

describe("the starts a booking's Tech is judged at", () => {
  it("are its confirmed start, while it is ahead", () => {
    const start = new Date("2026-12-01T15:07:00Z");
    const booking = { startsAt: start, preferredDate: "2026-12-01" };
    expect(
      bookingStarts({ ...booking, timeWindow: "morning" }, now, zone),
    ).toEqual([start]);
    expect(
      bookingStarts({ ...booking, timeWindow: "morning" }, start, zone),
    ).toEqual([]);
  });

  it("without one, every half hour of its window on its date, from now on", () => {
    const morning = {
      startsAt: null,
      preferredDate: "2026-12-01",
      timeWindow: "morning",
    };
    expect(
      bookingStarts(morning, now, zone).map((d) => d.toISOString()),
    ).toEqual([
      "2026-12-01T13:00:00.000Z",
      "2026-12-01T13:30:00.000Z",
      "2026-12-01T14:00:00.000Z",
      "2026-12-01T14:30:00.000Z",
      "2026-12-01T15:00:00.000Z",
      "2026-12-01T15:30:00.000Z",
      "2026-12-01T16:00:00.000Z",
      "2026-12-01T16:30:00.000Z",
    ]);
    expect(
      bookingStarts(morning, new Date("2026-12-01T16:10:00Z"), zone),
    ).toEqual([new Date("2026-12-01T16:30:00Z")]);
    expect(
      bookingStarts({ ...morning, timeWindow: "whenever" }, now, zone),
    ).toHaveLength(48);
  });
});

describe("the Techs free for a booked visit", () => {
  it("need the service, the ZIP, hours for the whole visit and its buffer, and no time off or Confirmed booking over it", () => {
    // 10:00 to 12:00 with the buffer, off the customers' grid.
    const start = [new Date("2026-12-01T15:07:00Z")];
    const techs = [
      tech("ann"),
      tech("bo", { services: ["browser-setup"] }),
      tech("cy", { zips: ["10002"] }),
      tech("dee", { weekly: {} }),
      tech("eve", { weekly: { 2: [{ from: "09:00", to: "12:00" }] } }),
      tech("fay", {
        busy: [
          {
            start: new Date("2026-12-01T16:30:00Z"),
            end: new Date("2026-12-01T17:30:00Z"),
          },
        ],
      }),
      tech("gus", {
        timeOff: [
          {
            start: new Date("2026-12-01T14:00:00Z"),
            end: new Date("2026-12-01T15:10:00Z"),
          },
        ],
      }),
      tech("hal", {
        busy: [
          {
            start: new Date("2026-12-01T17:07:00Z"),
            end: new Date("2026-12-01T18:00:00Z"),
          },
        ],
      }),
    ];
    expect(
      freeTechs({
        starts: start,
        visit: installation,
        zip: "10001",
        techs,
        timeZone: zone,
      }).map((t) => t.uid),
    ).toEqual(["ann", "hal"]);
  });

  it("for a window, are free at one start of it at least", () => {
    const starts = bookingStarts(
      { startsAt: null, preferredDate: "2026-12-01", timeWindow: "morning" },
      now,
      zone,
    );
    // Busy 9:00 to 11:00: free from 11:00, for two hours before the 17:00 end.
    const late = tech("ann", {
      busy: [
        {
          start: new Date("2026-12-01T14:00:00Z"),
          end: new Date("2026-12-01T16:00:00Z"),
        },
      ],
    });
    // Busy 9:00 to 13:00: no start of the morning fits.
    const full = tech("bo", {
      busy: [
        {
          start: new Date("2026-12-01T14:00:00Z"),
          end: new Date("2026-12-01T18:00:00Z"),
        },
      ],
    });
    expect(
      freeTechs({
        starts,
        visit: installation,
        zip: "10001",
        techs: [late, full],
        timeZone: zone,
      }).map((t) => t.uid),
    ).toEqual(["ann"]);
  });

  it("of a bid's booking, whose line is no catalogue service, need no service", () => {
    const bid = bookedVisit({
      services: [{ slug: "problem" }],
      homeVisit: false,
    });
    expect(bid).toEqual({ services: [], minutes: 60, homeVisit: false });
    expect(
      freeTechs({
        starts: [new Date("2026-12-01T15:00:00Z")],
        visit: bid,
        techs: [tech("ann", { services: [], zips: [] })],
        timeZone: zone,
      }).map((t) => t.uid),
    ).toEqual(["ann"]);
  });
});
