import { companyFacts } from "@/data/company-facts";
import type { Locale } from "@/data/locale";

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
 * Each takes the reader's language last, English unless told. Spanish is
 * es-US as docs/glossary-es.md writes it: "sáb, 28 nov 2026, 4:30 p. m. ET",
 * "4:30 p. m. ET", "marzo de 2026". ICU versions differ on the Spanish joins
 * ("28 de nov de 2026", "p.m." or "p. m."), so those are built here from the
 * parts too, and only the words (weekday, month) are ICU's.
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

const fullOptions: Intl.DateTimeFormatOptions = {
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hourCycle: "h12",
  timeZoneName: "shortGeneric",
};
const fullFormats: Record<Locale, (timeZone: string) => Intl.DateTimeFormat> = {
  en: perZone(fullOptions),
  es: perZone(fullOptions, "es-US"),
};
const monthFormat = perZone({ month: "long", year: "numeric" });
const esMonthFormat = perZone({ month: "long", year: "numeric" }, "es-US");
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

function partsOf(
  instant: Date,
  timeZone: string,
  locale: Locale = "en",
): Parts {
  const key = `${instant.getTime()} ${timeZone} ${locale}`;
  const known = read.get(key);
  if (known) return known;
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of fullFormats[locale](timeZone).formatToParts(
    instant,
  )) {
    parts[type] = value;
  }
  if (read.size >= 10_000) read.clear();
  read.set(key, parts);
  return parts;
}

const calendarDay = /^\d{4}-\d{2}-\d{2}$/;

/** "a.m.", "a. m." or "a. m.", as ICU has it, written "a. m." (docs/glossary-es.md). */
const esPeriod = (p: Parts) =>
  (p.dayPeriod ?? "").startsWith("a") ? "a. m." : "p. m.";

const clock = (p: Parts, locale: Locale) =>
  locale === "es"
    ? `${p.hour}:${p.minute} ${esPeriod(p)}`
    : `${p.hour}:${p.minute} ${p.dayPeriod}`;
const day = (p: Parts, locale: Locale = "en") =>
  locale === "es"
    ? `${p.weekday}, ${p.day} ${p.month} ${p.year}`
    : `${p.weekday}, ${p.month} ${p.day}, ${p.year}`;
const time = (p: Parts, locale: Locale = "en") =>
  `${clock(p, locale)} ${p.timeZoneName}`;

const instantOf = (value: Date | string) =>
  typeof value === "string" ? new Date(value) : value;

/**
 * A date: "Tue, Dec 1, 2026". A "YYYY-MM-DD" string is a calendar day and is
 * written as it is; an instant (a Date or an ISO time) gives the day it is on
 * the company's clocks.
 */
export function formatDate(
  value: Date | string,
  timeZone: string = companyFacts.timeZone,
  locale: Locale = "en",
): string {
  if (typeof value === "string" && calendarDay.test(value)) {
    return day(partsOf(new Date(`${value}T12:00:00Z`), "UTC", locale), locale);
  }
  return day(partsOf(instantOf(value), timeZone, locale), locale);
}

/** A date and time with the zone named: "Tue, Dec 1, 2026, 9:00 AM ET". */
export function formatDateTime(
  instant: Date | string,
  timeZone: string = companyFacts.timeZone,
  locale: Locale = "en",
): string {
  const parts = partsOf(instantOf(instant), timeZone, locale);
  return `${day(parts, locale)}, ${time(parts, locale)}`;
}

/** A month, for how long someone has been with us: "March 2026", "marzo de 2026". */
export function formatMonth(
  instant: Date | string,
  timeZone: string = companyFacts.timeZone,
  locale: Locale = "en",
): string {
  const format = locale === "es" ? esMonthFormat : monthFormat;
  return format(timeZone).format(instantOf(instant));
}

/** A time with the zone named: "9:00 AM ET". */
export function formatTime(
  instant: Date | string,
  timeZone: string = companyFacts.timeZone,
  locale: Locale = "en",
): string {
  return time(partsOf(instantOf(instant), timeZone, locale), locale);
}

/**
 * A wall-clock "HH:MM" as a time field shows it: "9:00 AM", "5:00 PM". The
 * day's end, 24:00, reads "12:00 AM" as its field does.
 */
export function formatWallTime(hhmm: string, locale: Locale = "en"): string {
  const shown = hhmm === "24:00" ? "00:00" : hhmm;
  return clock(
    partsOf(new Date(`1970-01-02T${shown}:00Z`), "UTC", locale),
    locale,
  );
}

/** A day on a list of days, without the year: "Tue, Dec 1", "mar, 1 dic". */
export function formatShortDay(
  instant: Date,
  timeZone: string,
  locale: Locale = "en",
): string {
  if (locale === "en") return shortDayFormat(timeZone).format(instant);
  const p = partsOf(instant, timeZone, locale);
  return `${p.weekday}, ${p.day} ${p.month}`;
}

/** A time on a day's list, without the zone: "9:00 AM", "9:00 a. m.". */
export function formatClock(
  instant: Date,
  timeZone: string,
  locale: Locale = "en",
): string {
  if (locale === "en") return clockFormat(timeZone).format(instant);
  return clock(partsOf(instant, timeZone, locale), locale);
}

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
