import { TZDate, tzOffset } from "@date-fns/tz";
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
 * Reading a wall clock (docs/product.md §15, §23): staff and Techs type dates
 * and times as the company's clocks show them, slots sit on that clock, and
 * the database keeps instants. The zone's rules, daylight saving time among
 * them, are @date-fns/tz's: one maintained engine, not offsets of our own.
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

/** A calendar day; `month` counts from 0, as Date's does, and may run over. */
export type CalendarDay = {
  readonly year: number;
  readonly month: number;
  readonly date: number;
};

/** Monday is 1 … Sunday 7, as ISO 8601 numbers the days. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** What the clocks in a zone show at an instant. */
export type WallClock = CalendarDay & {
  readonly weekday: IsoWeekday;
  readonly hours: number;
  readonly minutes: number;
};

const isoWeekday = (sundayFirst: number) =>
  (((sundayFirst + 6) % 7) + 1) as IsoWeekday;

/** The clocks in `timeZone` at `instant`. */
export function wallClock(instant: Date, timeZone: string): WallClock {
  const local = new TZDate(instant.getTime(), timeZone);
  return {
    year: local.getFullYear(),
    month: local.getMonth(),
    date: local.getDate(),
    weekday: isoWeekday(local.getDay()),
    hours: local.getHours(),
    minutes: local.getMinutes(),
  };
}

/** The day `days` after `day` (before, when negative), with its weekday. */
export function addDays(
  day: CalendarDay,
  days: number,
): CalendarDay & { readonly weekday: IsoWeekday } {
  const then = new Date(Date.UTC(day.year, day.month, day.date + days));
  return {
    year: then.getUTCFullYear(),
    month: then.getUTCMonth(),
    date: then.getUTCDate(),
    weekday: isoWeekday(then.getUTCDay()),
  };
}

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const timePattern = /^([01]\d|2[0-3]):([0-5]\d)$/;

const zoned = (
  day: CalendarDay,
  hours: number,
  minutes: number,
  timeZone: string,
) => new TZDate(day.year, day.month, day.date, hours, minutes, timeZone);

/**
 * The instant a day starts in `timeZone`: its midnight, or the first minute
 * after it when the clocks skip midnight.
 */
export const startOfDay = (day: CalendarDay, timeZone: string): Date =>
  new Date(zoned(day, 0, 0, timeZone).getTime());

/** "YYYY-MM-DD" as the start of that day on the clocks of `timeZone`; undefined when malformed. */
export function dayStart(typed: string, timeZone: string): Date | undefined {
  const parts = datePattern.exec(typed);
  if (!parts) return undefined;
  const [year, month, date] = parts.slice(1).map(Number);
  const start = zoned(
    { year: year!, month: month! - 1, date: date! },
    0,
    0,
    timeZone,
  );
  return start.getDate() === date ? new Date(start.getTime()) : undefined;
}

/** Wall-clock readings already turned into instants: a slot search asks for the same days again and again. */
const instants = new Map<string, number | null>();

/**
 * The instant (milliseconds) the clocks in `timeZone` show `hours:minutes`
 * on `day`, or undefined when the clocks skip it; 24:00 is the next
 * midnight. Each answer is remembered, as reading the zone's rules costs far
 * more than the rest of a slot search.
 */
export function wallClockInstant(
  day: CalendarDay,
  hours: number,
  minutes: number,
  timeZone: string,
): number | undefined {
  const key = `${timeZone} ${day.year} ${day.month} ${day.date} ${hours} ${minutes}`;
  let instant = instants.get(key);
  if (instant === undefined) {
    const local = zoned(day, hours, minutes, timeZone);
    const skipped =
      hours !== 24 &&
      (local.getHours() !== hours || local.getMinutes() !== minutes);
    instant = skipped ? null : local.getTime();
    if (instants.size > 50_000) instants.clear();
    instants.set(key, instant);
  }
  return instant ?? undefined;
}

const minute = 60_000;
const dayMs = 24 * 60 * minute;

/** The wall clock in `timeZone` at `instant`, as if it were UTC (milliseconds). */
const wallClockMs = (instant: number, timeZone: string) =>
  instant + tzOffset(timeZone, new Date(instant)) * minute;

/**
 * The instant at which the clocks in `timeZone` show `date` ("YYYY-MM-DD")
 * and `time` ("HH:MM", 24-hour). When the clocks go back and the time happens
 * twice, the first (daylight) one is meant, in every zone. Undefined when the
 * input is malformed, names a day that does not exist, or a time the clocks
 * skip when they go forward.
 */
export function zonedTimeToUtc(
  date: string,
  time: string,
  timeZone: string,
): Date | undefined {
  const d = datePattern.exec(date);
  const t = timePattern.exec(time);
  if (!d || !t) return undefined;
  const [year, month, dayOfMonth] = [Number(d[1]), Number(d[2]), Number(d[3])];
  const wanted = Date.UTC(
    year,
    month - 1,
    dayOfMonth,
    Number(t[1]),
    Number(t[2]),
  );
  // Date.UTC rolls 31 February over into March: such a date does not exist.
  const check = new Date(wanted);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== dayOfMonth) {
    return undefined;
  }
  // The zone's offsets a day either side cover both sides of any change.
  const candidates = [wanted - dayMs, wanted + dayMs]
    .map((probe) => wanted - (wallClockMs(probe, timeZone) - probe))
    .filter((instant) => wallClockMs(instant, timeZone) === wanted)
    .sort((a, b) => a - b);
  return candidates.length > 0 ? new Date(candidates[0]!) : undefined;
}
