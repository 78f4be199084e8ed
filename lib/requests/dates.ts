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
