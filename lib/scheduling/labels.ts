import { formatDateTime } from "@/lib/dates";
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

const made = new Map<string, ReturnType<typeof makeFormats>>();

/** One set of formatters per zone: making one costs far more than using it. */
function formats(timeZone: string) {
  let format = made.get(timeZone);
  if (!format) {
    format = makeFormats(timeZone);
    made.set(timeZone, format);
  }
  return format;
}

function makeFormats(timeZone: string) {
  return {
    date: new Intl.DateTimeFormat("en-CA", { timeZone }),
    day: new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "short",
      month: "short",
      day: "numeric",
    }),
    time: new Intl.DateTimeFormat("en-US", {
      timeZone,
      hour: "numeric",
      minute: "2-digit",
    }),
    hour: new Intl.DateTimeFormat("en-US", {
      timeZone,
      hour: "numeric",
      hourCycle: "h23",
    }),
  };
}

/**
 * Free starts grouped by the company's calendar day, each labelled for the
 * eye and, in full with the zone named, for a screen reader
 * (docs/product.md §23.6).
 */
export function offeredDays(
  slots: readonly Pick<Slot, "start">[],
  timeZone: string,
): OfferedDay[] {
  const format = formats(timeZone);
  const days: { date: string; label: string; times: OfferedTime[] }[] = [];
  for (const { start } of slots) {
    const date = format.date.format(start);
    let day = days.at(-1);
    if (day?.date !== date) {
      day = { date, label: format.day.format(start), times: [] };
      days.push(day);
    }
    day.times.push({
      start: start.toISOString(),
      label: format.time.format(start),
      full: formatDateTime(start, timeZone),
    });
  }
  return days;
}

/** One start in full, with the zone named: "Tue, Dec 1, 2026, 9:00 AM ET". */
export const fullTime = (start: Date, timeZone: string) =>
  offeredDays([{ start }], timeZone)[0]!.times[0]!.full;

/**
 * The calendar date and the time window a start falls in on the company's
 * clock, for the fields a booking on a slot keeps beside its start.
 */
export function dateAndWindow(
  start: Date,
  timeZone: string,
): { date: string; window: "morning" | "afternoon" | "evening" } {
  const format = formats(timeZone);
  const hour = Number(format.hour.format(start));
  return {
    date: format.date.format(start),
    window: hour < 12 ? "morning" : hour < 17 ? "afternoon" : "evening",
  };
}
