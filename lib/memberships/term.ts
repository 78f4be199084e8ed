import { company } from "@/data/company";
import { membershipReminders } from "@/data/memberships";
import { zonedDate } from "@/lib/dates";

/**
 * A membership's dates (docs/product.md §20): calendar days ("YYYY-MM-DD") on
 * the company's clocks, so a term ends on the same day wherever the server is.
 */
export type CalendarDate = string;

const pattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day as given when it exists on the calendar (no 30 February), else undefined. */
export function calendarDate(value: unknown): CalendarDate | undefined {
  if (typeof value !== "string") return undefined;
  const match = pattern.exec(value);
  if (!match) return undefined;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (y < 2000 || y > 2999) return undefined;
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCMonth() === m - 1 && day.getUTCDate() === d
    ? value
    : undefined;
}

const utc = (date: CalendarDate) => new Date(`${date}T00:00:00Z`);
const format = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const day = utc(date);
  day.setUTCDate(day.getUTCDate() + days);
  return format(day);
}

/**
 * The same day a year later, when the term ends and the next one starts. A
 * term from 29 February runs to 28 February, the last day that month has.
 */
export function oneYearAfter(date: CalendarDate): CalendarDate {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y + 1, m, 0)).getUTCDate();
  return format(new Date(Date.UTC(y + 1, m - 1, Math.min(d, lastDay))));
}

/** Today on the company's clocks. */
export function companyToday(now: Date): CalendarDate {
  return zonedDate(now, company.timeZone);
}

export type ReminderKind = "renewal-30" | "renewal-7" | "ending-30";

const [early, late] = membershipReminders.renewalDays;

/**
 * The reminder a membership is due today, if any. Each window closes where
 * the next opens, so a server that was down on the day sends the late one
 * and never two at once; the outbox keeps each to once per term. A member
 * who switched auto-renewal off inside the last 30 days was told then that
 * the plan ends, so no second mail says it.
 */
export function dueReminder(
  membership: {
    readonly autoRenew: boolean;
    readonly termEnd: CalendarDate;
    /** The day auto-renewal was last switched, if ever. */
    readonly switchedOn?: CalendarDate | null;
  },
  today: CalendarDate,
): ReminderKind | undefined {
  const { termEnd, switchedOn } = membership;
  if (today >= termEnd) return undefined;
  if (!membership.autoRenew) {
    const from = addDays(termEnd, -membershipReminders.endingDays);
    return today >= from && !(switchedOn && switchedOn >= from)
      ? "ending-30"
      : undefined;
  }
  if (today >= addDays(termEnd, -late)) return "renewal-7";
  if (today >= addDays(termEnd, -early)) return "renewal-30";
  return undefined;
}

/** The day each reminder of a term is first due, for the desk and the docs. */
export function reminderDates(termEnd: CalendarDate) {
  return {
    "renewal-30": addDays(termEnd, -early),
    "renewal-7": addDays(termEnd, -late),
    "ending-30": addDays(termEnd, -membershipReminders.endingDays),
  } satisfies Record<ReminderKind, CalendarDate>;
}

/** Whether the term is over on this day: it ends as its last day begins the next term. */
export function termOver(termEnd: CalendarDate, today: CalendarDate): boolean {
  return today >= termEnd;
}
