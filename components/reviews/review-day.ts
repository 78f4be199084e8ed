import { company } from "@/data/company";
import { formatDate, zonedDate } from "@/lib/bookings/time-zone";

/** The day of an instant on the company's clocks, "Tue, Dec 1, 2026", the site's one date format. */
export function reviewDay(iso: string): string {
  return formatDate(zonedDate(new Date(iso), company.timeZone));
}
