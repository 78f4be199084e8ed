import { bookedTitle, type PublishedCatalogue } from "@/lib/content/services";
import type { Locale } from "@/data/locale";
import { localStamp } from "@/lib/dates";
import { translator } from "@/lib/i18n/catalogue";
import { workMinutes } from "@/lib/scheduling/slots";
import type { BookingStatus } from "./status";

/**
 * The rules of the zones the company may work in, as RFC 5545 VTIMEZONE
 * blocks: a calendar shows the appointment at the company's wall-clock time,
 * across daylight-saving changes, whatever zone the visitor's device is in.
 */
const zones = {
  "America/New_York": [
    "BEGIN:VTIMEZONE",
    "TZID:America/New_York",
    "BEGIN:DAYLIGHT",
    "TZOFFSETFROM:-0500",
    "TZOFFSETTO:-0400",
    "TZNAME:EDT",
    "DTSTART:20070311T020000",
    "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
    "END:DAYLIGHT",
    "BEGIN:STANDARD",
    "TZOFFSETFROM:-0400",
    "TZOFFSETTO:-0500",
    "TZNAME:EST",
    "DTSTART:20071104T020000",
    "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
    "END:STANDARD",
    "END:VTIMEZONE",
  ],
} as const;

export type CalendarZone = keyof typeof zones;

export type CalendarBooking = {
  readonly reference: string;
  /** Raised on every change of the booking; calendars keep the highest. */
  readonly version: number;
  readonly status: BookingStatus;
  readonly startsAt: Date;
  /** Each with the minutes the site stated when it was booked, when kept. */
  readonly services: readonly {
    readonly title: string;
    readonly minutes?: number;
  }[];
  readonly homeVisit: boolean;
  /** Where a home visit happens, on one line (lib/bookings/address.ts). */
  readonly address?: string;
};

export type CalendarSettings = {
  /** The site's host, which makes the UID unique to us. */
  readonly host: string;
  readonly companyName: string;
  readonly phone: string;
  readonly timeZone: CalendarZone;
  /** When the file is made (DTSTAMP). */
  readonly now: Date;
  /** The booking's language, for SUMMARY and DESCRIPTION; English when not said. */
  readonly language?: Locale;
  /** The published catalogue, whose titles name the services in that language. */
  readonly catalogue: PublishedCatalogue;
};

/** TEXT values: backslash, semicolon, comma and line breaks escaped (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replaceAll("\\", "\\\\")
    .replaceAll(";", "\\;")
    .replaceAll(",", "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** The octets of one code point in UTF-8 (RFC 3629 §3). */
const utf8Length = (codePoint: number) =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;

/** Lines longer than 75 octets are folded: CRLF and a space (RFC 5545 §3.1). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const bytes = utf8Length(char.codePointAt(0)!);
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const pad = (n: number) => String(n).padStart(2, "0");

function utcStamp(date: Date): string {
  return `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`;
}

/**
 * A confirmed (or since cancelled) appointment as an iCalendar file
 * (RFC 5545, docs/product.md §13.6): one event whose UID stays the same for
 * the booking and whose SEQUENCE is the booking's version, so importing a
 * newer file updates the event, and a cancelled booking's file removes it.
 * It ends when the work ends: the Tech's buffer after it is theirs, not the
 * customer's (docs/product.md §21.8), and a home visit carries its address
 * as LOCATION.
 */
export function bookingCalendar(
  booking: CalendarBooking,
  settings: CalendarSettings,
): string {
  const { timeZone } = settings;
  const end = new Date(
    booking.startsAt.getTime() + workMinutes(booking.services) * 60_000,
  );
  const locale = settings.language ?? "en";
  const titles = booking.services
    .map((s) => bookedTitle(s, settings.catalogue, locale))
    .join(", ");
  const t = translator(locale, "ics");
  const description = t("description", {
    reference: booking.reference,
    titles,
    how: t(booking.homeVisit ? "homeVisit" : "remote"),
    phone: settings.phone,
  });
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    // The file's language, as RFC 5545 §3.7.3 ends the product identifier.
    `PRODID:-//${escapeText(settings.companyName)}//Bookings//${locale.toUpperCase()}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...zones[timeZone],
    "BEGIN:VEVENT",
    `UID:${booking.reference}@${settings.host}`,
    `DTSTAMP:${utcStamp(settings.now)}`,
    `SEQUENCE:${booking.version}`,
    `DTSTART;TZID=${timeZone}:${localStamp(booking.startsAt, timeZone)}`,
    `DTEND;TZID=${timeZone}:${localStamp(end, timeZone)}`,
    `SUMMARY:${escapeText(`${settings.companyName}: ${titles}`)}`,
    ...(booking.homeVisit && booking.address
      ? [`LOCATION:${escapeText(booking.address)}`]
      : []),
    `DESCRIPTION:${escapeText(description)}`,
    `STATUS:${booking.status === "cancelled" ? "CANCELLED" : "CONFIRMED"}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
