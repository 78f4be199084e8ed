/** @jest-environment node */
import ICAL from "ical.js";
import { contentCatalogue } from "@/lib/content/services";
import { localStamp } from "@/lib/dates";
import {
  bookingCalendar,
  escapeText,
  foldLine,
  type CalendarBooking,
} from "@/lib/bookings/ics";

const settings = {
  host: "www.example.com",
  companyName: "Brightpath IT Support",
  phone: "(212) 555-0142",
  timeZone: "America/New_York",
  now: new Date("2026-11-20T10:00:00Z"),
  catalogue: contentCatalogue,
} as const;

const booking: CalendarBooking = {
  reference: "BP-7K3Q9M",
  version: 3,
  status: "confirmed",
  // 9:00 in New York in winter (EST, UTC-5).
  startsAt: new Date("2026-12-01T14:00:00Z"),
  services: [
    { title: "Printer Installation", minutes: 90 },
    { title: "Data Backup; Transfer, \\ more", minutes: 60 },
  ],
  homeVisit: true,
  address: "12 Elm St, Apt 4B, Brooklyn, NY 11201",
};

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = calendar.getFirstSubcomponent("vtimezone")!;
  ICAL.TimezoneService.register(zone);
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
  return { calendar, event, zone };
}

describe("a booking's calendar file (RFC 5545, docs/product.md §13.6)", () => {
  afterEach(() => ICAL.TimezoneService.reset());

  it("parses with ical.js: UID, SEQUENCE, status and the company's wall-clock time", () => {
    const text = bookingCalendar(booking, settings);
    const { calendar, event } = parse(text);
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(event.uid).toBe("BP-7K3Q9M@www.example.com");
    expect(event.sequence).toBe(3);
    expect(event.component.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(event.startDate.zone.tzid).toBe("America/New_York");
    expect(event.startDate.toString()).toBe("2026-12-01T09:00:00");
    expect(event.startDate.toJSDate().toISOString()).toBe(
      "2026-12-01T14:00:00.000Z",
    );
    // 90 and 60 minutes of work: 9:00 to 11:30, no buffer.
    expect(event.endDate.toJSDate().toISOString()).toBe(
      "2026-12-01T16:30:00.000Z",
    );
    expect(event.location).toBe("12 Elm St, Apt 4B, Brooklyn, NY 11201");
    expect(event.summary).toBe(
      "Brightpath IT Support: Printer Installation, Data Backup; Transfer, \\ more",
    );
    expect(event.description).toContain("(212) 555-0142");
  });

  it("is correct across daylight saving: a summer time is EDT (UTC-4)", () => {
    const summer = { ...booking, startsAt: new Date("2026-07-01T13:30:00Z") };
    const { event } = parse(bookingCalendar(summer, settings));
    expect(event.startDate.toString()).toBe("2026-07-01T09:30:00");
    expect(event.startDate.toJSDate().toISOString()).toBe(
      "2026-07-01T13:30:00.000Z",
    );
  });

  it("keeps the UID and raises SEQUENCE with the version; a cancelled booking says CANCELLED", () => {
    const cancelled = { ...booking, version: 4, status: "cancelled" as const };
    const { event } = parse(bookingCalendar(cancelled, settings));
    expect(event.uid).toBe("BP-7K3Q9M@www.example.com");
    expect(event.sequence).toBe(4);
    expect(event.component.getFirstPropertyValue("status")).toBe("CANCELLED");
  });

  it("ends when the visit the site stated ends, without the Tech's buffer (docs/product.md §21.8)", () => {
    // "About 1 hour 30 minutes" from 10:00: it ends at 11:30, not 12:00.
    const text = bookingCalendar(
      {
        ...booking,
        startsAt: new Date("2026-12-01T15:00:00Z"),
        services: [{ title: "Printer Installation", minutes: 90 }],
      },
      settings,
    );
    expect(text).toContain(
      "\r\nDTSTART;TZID=America/New_York:20261201T100000\r\nDTEND;TZID=America/New_York:20261201T113000\r\n",
    );
    // A line booked before durations were kept (an accepted bid's) counts an hour, as the database does.
    const bid = bookingCalendar(
      { ...booking, services: [{ title: "Printer prints blank pages" }] },
      settings,
    );
    expect(bid).toContain(
      "\r\nDTEND;TZID=America/New_York:20261201T100000\r\n",
    );
  });

  it("carries a home visit's address as LOCATION, its commas, semicolons, backslashes and line breaks escaped", () => {
    const text = bookingCalendar(
      { ...booking, address: "12 Elm St; rear door, Apt 4B\nBrooklyn\\NY" },
      settings,
    );
    expect(text).toContain(
      "\r\nLOCATION:12 Elm St\\; rear door\\, Apt 4B\\nBrooklyn\\\\NY\r\n",
    );
    expect(parse(text).event.location).toBe(
      "12 Elm St; rear door, Apt 4B\nBrooklyn\\NY",
    );
  });

  it("has no LOCATION for remote work, nor for a visit without an address", () => {
    const remote = bookingCalendar({ ...booking, homeVisit: false }, settings);
    expect(remote).not.toContain("LOCATION");
    const none = bookingCalendar({ ...booking, address: undefined }, settings);
    expect(none).not.toContain("LOCATION");
  });

  it("ends lines with CRLF and folds none longer than 75 octets", () => {
    const text = bookingCalendar(
      { ...booking, services: [{ title: "Ünïcödé ".repeat(30) }] },
      settings,
    );
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replaceAll("\r\n", "")).not.toContain("\n");
    for (const line of text.split("\r\n")) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    expect(parse(text).event.summary).toBe(
      `Brightpath IT Support: ${"Ünïcödé ".repeat(30)}`,
    );
  });

  it("escapes text and folds by octets", () => {
    expect(escapeText("a;b,c\\d\ne")).toBe("a\\;b\\,c\\\\d\\ne");
    expect(foldLine("x".repeat(80))).toBe(
      `${"x".repeat(75)}\r\n ${"x".repeat(5)}`,
    );
    // Octets, not characters: "é" is 2 in UTF-8, so 37 fit in 75; an emoji is 4, so 18.
    expect(foldLine("é".repeat(40))).toBe(
      `${"é".repeat(37)}\r\n ${"é".repeat(3)}`,
    );
    expect(foldLine("😀".repeat(20))).toBe(
      `${"😀".repeat(18)}\r\n ${"😀".repeat(2)}`,
    );
    expect(
      localStamp(new Date("2026-03-08T07:30:00Z"), "America/New_York"),
    ).toBe("20260308T033000");
  });
});
