import { TZDate } from "@date-fns/tz";

/*
 * Dates for tests that meet the real clock (a route reads it itself): each
 * is computed from a `now` the test reads or is given, never written as a
 * literal day, so the test passes on whatever day it runs (npm run
 * test:unit:ahead runs the suite on days ahead). Wall times are worked out
 * with @date-fns/tz here, not with lib/dates, which is under test.
 */

/** The company's zone: the clocks its opening hours and windows are read on. */
export const newYork = "America/New_York";

/** Days of the week as Date's getDay numbers them. */
export const weekday = {
  sunday: 0,
  monday: 1,
  tuesday: 2,
  wednesday: 3,
  thursday: 4,
  friday: 5,
  saturday: 6,
} as const;

export type Weekday = (typeof weekday)[keyof typeof weekday];

const dayMs = 86_400_000;

/** `days` periods of 24 hours after `from` (before, when negative). */
export const daysAfter = (from: Date, days: number): Date =>
  new Date(from.getTime() + days * dayMs);

/** `minutes` minutes after `from`. */
export const minutesAfter = (from: Date, minutes: number): Date =>
  new Date(from.getTime() + minutes * 60_000);

/**
 * The instant New York's clocks show `hours`:`minutes` on the calendar day
 * `days` days after the one they show at `from`. A time the clocks skip
 * (2:30 on a spring-forward day) comes out an hour later, as the clocks do.
 */
export function newYorkTime(
  from: Date,
  days: number,
  hours: number,
  minutes = 0,
): Date {
  const there = new TZDate(from.getTime(), newYork);
  return new Date(
    new TZDate(
      there.getFullYear(),
      there.getMonth(),
      there.getDate() + days,
      hours,
      minutes,
      newYork,
    ).getTime(),
  );
}

/** The first instant after `after` at which New York's clocks show `hours`:`minutes` on a `day`. */
export function nextWeekdayAt(
  day: Weekday,
  hours: number,
  minutes: number,
  { after }: { after: Date },
): Date {
  for (let days = 0; days <= 8; days++) {
    const candidate = newYorkTime(after, days, hours, minutes);
    if (candidate > after && newYorkWeekday(candidate) === day) {
      return candidate;
    }
  }
  throw new Error(`no ${day} at ${hours}:${minutes} within 8 days`);
}

/** The day of the week New York's clocks show at `instant`. */
export const newYorkWeekday = (instant: Date): Weekday =>
  new TZDate(instant.getTime(), newYork).getDay() as Weekday;

/** "YYYY-MM-DD": the calendar day New York's clocks show at `instant`. */
export function newYorkDate(instant: Date): string {
  const there = new TZDate(instant.getTime(), newYork);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${there.getFullYear()}-${two(there.getMonth() + 1)}-${two(there.getDate())}`;
}

/** "HH:MM" on New York's clocks at `instant`. */
export function newYorkClock(instant: Date): string {
  const there = new TZDate(instant.getTime(), newYork);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${two(there.getHours())}:${two(there.getMinutes())}`;
}

/**
 * The next day, after the one New York's clocks show at `after`, on which
 * the US clocks spring forward (the second Sunday of March, 2:00 → 3:00),
 * as its midnight in New York.
 */
export function nextSpringForward(after: Date): Date {
  const there = new TZDate(after.getTime(), newYork);
  for (const year of [there.getFullYear(), there.getFullYear() + 1]) {
    const first = new Date(Date.UTC(year, 2, 1)).getUTCDay();
    const secondSunday = 1 + ((7 - first) % 7) + 7;
    const midnight = new TZDate(year, 2, secondSunday, 0, 0, newYork);
    if (newYorkDate(midnight) > newYorkDate(after)) {
      return new Date(midnight.getTime());
    }
  }
  throw new Error("no second Sunday of March within a year");
}

/**
 * An instant as the site writes one to staff ("Tue, Dec 1, 2026, 10:00 AM
 * ET"), worked out with the platform's Intl in the test, so an expected
 * sentence is not written by the formatter under test.
 */
export function writtenInNewYork(instant: Date): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: newYork,
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(instant);
  return `${parts.replace(/\u202f/g, " ")} ET`;
}
