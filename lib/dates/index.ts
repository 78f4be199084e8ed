import { company } from "@/data/company";

/**
 * The time module: every date and time the site writes or reads on a clock.
 *
 * Writing (docs/product.md §21.7): on the company's clocks, the zone named as
 * people say it ("ET", the same in summer and winter), built from parts so
 * that every engine and ICU version prints the same characters.
 *
 * - a date: "Tue, Dec 1, 2026"
 * - a date and time: "Tue, Dec 1, 2026, 9:00 AM ET"
 * - a time: "9:00 AM ET"
 * - a month: "March 2026"
 *
 * Turning a wall-clock reading into an instant, and the calendar arithmetic
 * of slots, is the other part, `lib/dates/zones.ts`: it loads @date-fns/tz,
 * which the browser islands that only write dates need not download.
 *
 * Each formatter is built once per zone and kept: building one costs far more
 * than using it, and a rush of bookings reads the same zone thousands of times.
 */

type Parts = Readonly<Partial<Record<Intl.DateTimeFormatPartTypes, string>>>;

/** One formatter per zone and kind, made the first time it is asked for. */
function perZone(
  options: Intl.DateTimeFormatOptions,
  locale = "en-US",
): (timeZone: string) => Intl.DateTimeFormat {
  const made = new Map<string, Intl.DateTimeFormat>();
  return (timeZone) => {
    let format = made.get(timeZone);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
      made.set(timeZone, format);
    }
    return format;
  };
}

const fullFormat = perZone({
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hourCycle: "h12",
  timeZoneName: "shortGeneric",
});
const monthFormat = perZone({ month: "long", year: "numeric" });
const shortDayFormat = perZone({
  weekday: "short",
  month: "short",
  day: "numeric",
});
const clockFormat = perZone({ hour: "numeric", minute: "2-digit" });
/** "YYYY-MM-DD": the Canadian English date is ISO 8601's. */
const isoDateFormat = perZone({}, "en-CA");
/** "HH:MM" on a 24-hour clock. */
const isoTimeFormat = perZone(
  { hour: "2-digit", minute: "2-digit", hourCycle: "h23" },
  "en-GB",
);
const hourFormat = perZone({ hour: "numeric", hourCycle: "h23" });
const stampFormat = perZone({
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** Parts already read: a mail writes one time several times, and a rush books the same starts. */
const read = new Map<string, Parts>();

function partsOf(instant: Date, timeZone: string): Parts {
  const key = `${instant.getTime()} ${timeZone}`;
  const known = read.get(key);
  if (known) return known;
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of fullFormat(timeZone).formatToParts(instant)) {
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
  return monthFormat(timeZone).format(instantOf(instant));
}

/** A time with the zone named: "9:00 AM ET". */
export function formatTime(
  instant: Date | string,
  timeZone: string = company.timeZone,
): string {
  return time(partsOf(instantOf(instant), timeZone));
}

/**
 * A wall-clock "HH:MM" as a time field shows it: "9:00 AM", "5:00 PM". The
 * day's end, 24:00, reads "12:00 AM" as its field does.
 */
export function formatWallTime(hhmm: string): string {
  const shown = hhmm === "24:00" ? "00:00" : hhmm;
  const p = partsOf(new Date(`1970-01-02T${shown}:00Z`), "UTC");
  return `${p.hour}:${p.minute} ${p.dayPeriod}`;
}

/** A day on a list of days, without the year: "Tue, Dec 1". */
export const formatShortDay = (instant: Date, timeZone: string): string =>
  shortDayFormat(timeZone).format(instant);

/** A time on a day's list, without the zone: "9:00 AM". */
export const formatClock = (instant: Date, timeZone: string): string =>
  clockFormat(timeZone).format(instant);

/** The date ("YYYY-MM-DD") the clocks in `timeZone` show at `instant`. */
export const zonedDate = (instant: Date, timeZone: string): string =>
  isoDateFormat(timeZone).format(instant);

/** The time ("HH:MM", 24-hour) the clocks in `timeZone` show at `instant`. */
export const zonedTime = (instant: Date, timeZone: string): string =>
  isoTimeFormat(timeZone).format(instant);

/** The hour (0–23) the clocks in `timeZone` show at `instant`. */
export const zonedHour = (instant: Date, timeZone: string): number =>
  Number(hourFormat(timeZone).format(instant));

/** The wall-clock time in a zone as iCalendar's local DATE-TIME (no Z): "20261201T090000". */
export function localStamp(instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    stampFormat(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}${parts.month}${parts.day}T${parts.hour}${parts.minute}${parts.second}`;
}
