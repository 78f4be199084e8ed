import { company } from "@/data/company";
import { formatInZone } from "@/lib/bookings/time-zone";

/** A history entry's time, in the company's time zone, named (docs/product.md §12). */
export function formatHistoryTime(iso: string): string {
  return formatInZone(new Date(iso), company.timeZone);
}

/** "3 minutes", "2 hours", "1 day": how soon a Tech answered, or how old a problem is. */
export function formatAge(minutes: number): string {
  const [amount, unit] =
    minutes < 60
      ? [minutes, "minute"]
      : minutes < 48 * 60
        ? [Math.round(minutes / 60), "hour"]
        : [Math.round(minutes / 1440), "day"];
  return `${amount} ${unit}${amount === 1 ? "" : "s"}`;
}
