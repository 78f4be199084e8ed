import type { Locale } from "@/data/locale";
import { timeWindowAt, type TimeWindowId } from "@/data/request-rules";
import {
  formatClock,
  formatDateTime,
  formatShortDay,
  zonedDate,
  zonedHour,
} from "@/lib/dates";
import type { Slot } from "./slots";

/** A free start as the checkout offers it. */
export type OfferedTime = {
  /** The instant, ISO 8601: what the form sends back. */
  readonly start: string;
  /** "9:00 AM", on the day's list. */
  readonly label: string;
  /** "Tue, Dec 1, 2026, 9:00 AM ET": what a screen reader reads. */
  readonly full: string;
};

export type OfferedDay = {
  /** "YYYY-MM-DD" on the company's clock. */
  readonly date: string;
  /** "Tue, Dec 1". */
  readonly label: string;
  readonly times: readonly OfferedTime[];
};

/**
 * Free starts grouped by the company's calendar day, each labelled for the
 * eye and, in full with the zone named, for a screen reader
 * (docs/product.md §23.6), in the page's language.
 */
export function offeredDays(
  slots: readonly Pick<Slot, "start">[],
  timeZone: string,
  locale: Locale = "en",
): OfferedDay[] {
  const days: { date: string; label: string; times: OfferedTime[] }[] = [];
  for (const { start } of slots) {
    const date = zonedDate(start, timeZone);
    let day = days.at(-1);
    if (day?.date !== date) {
      day = { date, label: formatShortDay(start, timeZone, locale), times: [] };
      days.push(day);
    }
    day.times.push({
      start: start.toISOString(),
      label: formatClock(start, timeZone, locale),
      full: formatDateTime(start, timeZone, locale),
    });
  }
  return days;
}

/**
 * The calendar date and the time window a start falls in on the company's
 * clock, for the fields a booking on a slot keeps beside its start.
 */
export function dateAndWindow(
  start: Date,
  timeZone: string,
): { date: string; window: TimeWindowId } {
  return {
    date: zonedDate(start, timeZone),
    window: timeWindowAt(zonedHour(start, timeZone)),
  };
}
