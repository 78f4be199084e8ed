import { company } from "@/data/company";

/**
 * The one way the site writes a date and a time (docs/product.md §21.7): on
 * the company's clocks, the zone named as people say it ("ET", the same in
 * summer and winter), built from parts so that every engine and ICU version
 * prints the same characters.
 *
 * - a date: "Tue, Dec 1, 2026"
 * - a date and time: "Tue, Dec 1, 2026, 9:00 AM ET"
 * - a time: "9:00 AM ET"
 * - a month: "March 2026"
 */

type Parts = Readonly<Partial<Record<Intl.DateTimeFormatPartTypes, string>>>;

const formats = new Map<string, Intl.DateTimeFormat>();

/** Parts already read: a mail writes one time several times, and a rush books the same starts. */
const read = new Map<string, Parts>();

function partsOf(instant: Date, timeZone: string): Parts {
  const key = `${instant.getTime()} ${timeZone}`;
  const known = read.get(key);
  if (known) return known;
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "short",
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      hourCycle: "h12",
      timeZoneName: "shortGeneric",
    });
    formats.set(timeZone, format);
  }
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of format.formatToParts(instant)) {
    parts[type] = value;
  }
  if (read.size >= 10_000) read.clear();
  read.set(key, parts);
  return parts;
}

const calendarDay = /^\d{4}-\d{2}-\d{2}$/;

const day = (p: Parts) => `${p.weekday}, ${p.month} ${p.day}, ${p.year}`;
const time = (p: Parts) =>
  `${p.hour}:${p.minute} ${p.dayPeriod} ${p.timeZoneName}`;

const instantOf = (value: Date | string) =>
  typeof value === "string" ? new Date(value) : value;

/**
 * A date: "Tue, Dec 1, 2026". A "YYYY-MM-DD" string is a calendar day and is
 * written as it is; an instant (a Date or an ISO time) gives the day it is on
 * the company's clocks.
 */
export function formatDate(
  value: Date | string,
  timeZone: string = company.timeZone,
): string {
  if (typeof value === "string" && calendarDay.test(value)) {
    return day(partsOf(new Date(`${value}T12:00:00Z`), "UTC"));
  }
  return day(partsOf(instantOf(value), timeZone));
}

/** A date and time with the zone named: "Tue, Dec 1, 2026, 9:00 AM ET". */
export function formatDateTime(
  instant: Date | string,
  timeZone: string = company.timeZone,
): string {
  const parts = partsOf(instantOf(instant), timeZone);
  return `${day(parts)}, ${time(parts)}`;
}

/** A month, for how long someone has been with us: "March 2026". */
export function formatMonth(
  instant: Date | string,
  timeZone: string = company.timeZone,
): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone,
    month: "long",
    year: "numeric",
  }).format(instantOf(instant));
}

/** A time with the zone named: "9:00 AM ET". */
export function formatTime(
  instant: Date | string,
  timeZone: string = company.timeZone,
): string {
  return time(partsOf(instantOf(instant), timeZone));
}
