import { timeWindows } from "@/data/request-rules";
import { deskWords } from "./words";

/**
 * The desk's order of work (docs/product.md §15.6): pure, with the clock
 * passed in, so the soonest work comes first however the rows arrived.
 */

type Awaiting = {
  readonly preferredDate: string;
  readonly timeWindow: string;
  readonly createdAt: string;
  readonly reference: string;
};

const windowRank = (id: string) => {
  const i = timeWindows.findIndex((w) => w.id === id);
  return i === -1 ? timeWindows.length : i;
};

/** Awaiting confirmation: by preferred date, then window (morning first), then the longest waiting. */
export function orderAwaiting<T extends Awaiting>(rows: readonly T[]): T[] {
  return [...rows].sort(
    (a, b) =>
      a.preferredDate.localeCompare(b.preferredDate) ||
      windowRank(a.timeWindow) - windowRank(b.timeWindow) ||
      a.createdAt.localeCompare(b.createdAt) ||
      a.reference.localeCompare(b.reference),
  );
}

/** "Today" or "Tomorrow" for an appointment on those days in the company's zone, else null. */
export function dayTag(startsOn: string, today: string): string | null {
  const t = deskWords;
  if (startsOn === today) return t("lists.today");
  const next = new Date(`${today}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return startsOn === next.toISOString().slice(0, 10)
    ? t("lists.tomorrow")
    : null;
}

/** How long a request has waited: "12 min", "3 h 5 min", "2 days 4 h". */
export function waited(createdAt: string, now: Date): string {
  const minutes = Math.max(
    0,
    Math.floor((now.getTime() - Date.parse(createdAt)) / 60_000),
  );
  const t = deskWords;
  if (minutes < 60)
    return t("lists.waitedMinutes", { minutes: String(minutes) });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) {
    return t("lists.waitedHours", {
      hours: String(hours),
      minutes: String(minutes % 60),
    });
  }
  const days = Math.floor(hours / 24);
  return t("lists.waitedDays", { days, hours: String(hours % 24) });
}
