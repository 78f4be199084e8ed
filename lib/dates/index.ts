import { companyFacts } from "@/data/company-facts";
import type { Locale } from "@/data/locale";
import type { Messages } from "next-intl";
import { createTranslator } from "@/lib/i18n/create-translator";
import english from "@/messages/en/dates.json";
import spanish from "@/messages/es/dates.json";

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
 * "4:30 p. m. ET", "marzo de 2026". ICU versions differ on the joins
 * ("28 de nov de 2026", "p.m." or "p. m."), so a language's joins, its
 * a.m./p.m. and the ICU locale its words come from are its catalogue's
 * `dates` namespace (messages/<locale>/dates.json), and only the words
 * (weekday, month) are ICU's.
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
/**
 * A language's date pieces, from its catalogue's `dates` namespace (imported
 * alone, so an island that writes a date carries no other words), as plain
 * templates: each message formatted once with its own `{part}`s as the
 * values, so the build's precompiled catalogue and the JSON as written give
 * the same template, and a date is then filled without the formatter.
 */
function piecesOf(locale: Locale, dates: Messages["dates"]) {
  const t = createTranslator({
    locale,
    messages: { dates },
    namespace: "dates",
  });
  const day = { weekday: "{weekday}", month: "{month}", day: "{day}" };
  return {
    intl: t("intl"),
    day: t("day", { ...day, year: "{year}" }),
    shortDay: t("shortDay", day),
    clock: t("clock", {
      hour: "{hour}",
      minute: "{minute}",
      period: "{period}",
    }),
    am: t("am"),
    pm: t("pm"),
  };
}

/** A new language adds its line here as it does in lib/i18n/catalogue.ts. */
const pieces = {
  en: piecesOf("en", english),
  es: piecesOf("es", spanish as Messages["dates"]),
} satisfies { [L in Locale]: ReturnType<typeof piecesOf> };

/** One formatter per ICU locale, each one per zone. */
function perLocale(
  options: Intl.DateTimeFormatOptions,
): (locale: Locale) => (timeZone: string) => Intl.DateTimeFormat {
  const made = new Map<string, (timeZone: string) => Intl.DateTimeFormat>();
  return (locale) => {
    const intl = pieces[locale].intl;
    let format = made.get(intl);
    if (!format) {
      format = perZone(options, intl);
      made.set(intl, format);
    }
    return format;
  };
}

const fullFormats = perLocale(fullOptions);
const monthFormats = perLocale({ month: "long", year: "numeric" });
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
  for (const { type, value } of fullFormats(locale)(timeZone).formatToParts(
    instant,
  )) {
    parts[type] = value;
  }
  if (read.size >= 10_000) read.clear();
  read.set(key, parts);
  return parts;
}

const calendarDay = /^\d{4}-\d{2}-\d{2}$/;

/** A `dates` message's `{part}`s filled from the parts (each a plain argument). */
const join = (message: string, values: Readonly<Record<string, string>>) =>
  message.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? "");

/**
 * "AM", "a.m.", "a. m." or "a. m.", as ICU has it, written as the language's
 * catalogue writes it ("a. m.", docs/glossary-es.md).
 */
const period = (p: Parts, locale: Locale) =>
  /^a/i.test(p.dayPeriod ?? "") ? pieces[locale].am : pieces[locale].pm;

const clock = (p: Parts, locale: Locale) =>
  join(pieces[locale].clock, { ...p, period: period(p, locale) });
const day = (p: Parts, locale: Locale = "en") => join(pieces[locale].day, p);
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
  return monthFormats(locale)(timeZone).format(instantOf(instant));
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
  return join(pieces[locale].shortDay, partsOf(instant, timeZone, locale));
}

/** A time on a day's list, without the zone: "9:00 AM", "9:00 a. m.". */
export function formatClock(
  instant: Date,
  timeZone: string,
  locale: Locale = "en",
): string {
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
