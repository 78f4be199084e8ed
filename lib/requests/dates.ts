import { bookingHorizonDays } from "@/data/request-rules";

/** yyyy-mm-dd of a date in the browser's own time zone, as a date input wants it. */
export function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The date input's bounds: today to the booking horizon, where the visitor is. */
export function bookableDates(today: Date): { min: string; max: string } {
  const last = new Date(today);
  last.setDate(last.getDate() + bookingHorizonDays);
  return { min: localIsoDate(today), max: localIsoDate(last) };
}

/** yyyy-mm-dd of a date in UTC. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * Whether "yyyy-mm-dd" is a day of the calendar: "2026-13-01" and
 * "2026-02-30" are not (a date check refuses them, where `isoDate` of such a
 * date would throw).
 */
export function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && isoDate(date) === value;
}
