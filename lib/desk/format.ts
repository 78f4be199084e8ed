import { company } from "@/data/company";
import { timeWindows } from "@/data/request-rules";
import { formatInZone } from "@/lib/bookings/time-zone";

/** An ISO time from the server on the company's clocks, with the zone named. */
export function deskTime(iso: string): string {
  return formatInZone(new Date(iso), company.timeZone);
}

export function windowLabel(id: string): string {
  return timeWindows.find((w) => w.id === id)?.label ?? id;
}

const windowStarts: Record<string, string> = {
  morning: "08:00",
  afternoon: "12:00",
  evening: "17:00",
};

/** The time a confirmation form offers first: the start of the visitor's window. */
export function windowStart(id: string): string {
  return windowStarts[id] ?? "09:00";
}
