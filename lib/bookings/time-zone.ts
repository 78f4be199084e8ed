/**
 * Wall-clock times in the company's time zone (docs/product.md §15): staff type
 * a date and a time as New York reads them, and the database keeps the instant.
 * Intl knows the zone's rules, including daylight saving time.
 */

const minute = 60_000;
const day = 24 * 60 * minute;

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const timePattern = /^([01]\d|2[0-3]):([0-5]\d)$/;

const partsFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    });
    partsFormats.set(timeZone, format);
  }
  return format;
}

/** The wall clock in `timeZone` at `instant`, as if it were UTC (milliseconds). */
function wallClock(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const { type, value } of partsFormat(timeZone).formatToParts(instant)) {
    if (type !== "literal") parts[type] = Number(value);
  }
  return Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
  );
}

/**
 * The instant at which the clocks in `timeZone` show `date` ("YYYY-MM-DD") and
 * `time` ("HH:MM", 24-hour). When the clocks go back and the time happens
 * twice, the first (daylight) one is meant. Undefined when the input is
 * malformed or names a time the clocks skip when they go forward.
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
  // The zone's offset a day either side covers both sides of any change.
  const candidates = [wanted - day, wanted + day]
    .map((probe) => wanted - (wallClock(probe, timeZone) - probe))
    .filter((instant) => wallClock(instant, timeZone) === wanted)
    .sort((a, b) => a - b);
  return candidates.length > 0 ? new Date(candidates[0]!) : undefined;
}

/** The date ("YYYY-MM-DD") the clocks in `timeZone` show at `instant`. */
export function zonedDate(instant: Date, timeZone: string): string {
  return new Date(wallClock(instant.getTime(), timeZone))
    .toISOString()
    .slice(0, 10);
}

/** The time ("HH:MM", 24-hour) the clocks in `timeZone` show at `instant`. */
export function zonedTime(instant: Date, timeZone: string): string {
  return new Date(wallClock(instant.getTime(), timeZone))
    .toISOString()
    .slice(11, 16);
}
