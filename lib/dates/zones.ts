import { TZDate, tzOffset } from "@date-fns/tz";

/**
 * The time module's zone part (the writing part is lib/dates/index.ts).
 * Staff and Techs type dates and times as the company's clocks show them,
 * slots sit on that clock, and the database keeps instants (docs/product.md
 * §15, §23). The zone's rules, daylight saving time among them, are
 * @date-fns/tz's: one maintained engine, not offsets of our own.
 */

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
