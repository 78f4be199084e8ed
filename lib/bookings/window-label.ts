import { timeWindows } from "@/data/request-rules";

/**
 * A booking window as the desk's islands show it, in English ("Morning
 * (8–12)"): apart from lib/bookings/manage.ts, which reads the catalogues of
 * every language and so must stay out of an island.
 */
export function windowLabel(id: string): string {
  return timeWindows.find((w) => w.id === id)?.label ?? id;
}
