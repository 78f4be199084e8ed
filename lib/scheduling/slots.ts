import { scheduling } from "@/data/scheduling";
import {
  addDays,
  wallClock,
  wallClockInstant as at,
  type IsoWeekday,
} from "@/lib/dates/zones";

/** An interval of instants, end excluded. */
export type Interval = { readonly start: Date; readonly end: Date };

/** "HH:MM" to "HH:MM" on the company's wall clock; "24:00" ends a day. */
export type DayInterval = { readonly from: string; readonly to: string };

/** Monday is 1 … Sunday 7, as ISO 8601 numbers the days. */
export type Weekday = IsoWeekday;

/** What the slot function needs to know of one Tech (docs/product.md §23.2). */
export type TechAvailability = {
  readonly uid: string;
  /** Weekly hours: for each weekday, zero or more intervals. */
  readonly weekly: Readonly<Partial<Record<Weekday, readonly DayInterval[]>>>;
  readonly timeOff: readonly Interval[];
  /** The 5-digit ZIP codes the Tech visits. */
  readonly zips: readonly string[];
  /** The services (slugs) the Tech takes. */
  readonly services: readonly string[];
  /** The Tech's Confirmed bookings, each already including its buffer. */
  readonly busy: readonly Interval[];
};

/** The visit a cart makes (docs/product.md §23.1). */
export type Visit = {
  readonly services: readonly string[];
  /** The sum of the services' durations. */
  readonly minutes: number;
  /** A technician comes to the customer: the ZIP matters, and the longer buffer follows. */
  readonly homeVisit: boolean;
};

export type Slot = {
  readonly start: Date;
  /** The Techs free for the whole visit at this start, in the order given. */
  readonly techs: readonly string[];
};

const minute = 60_000;

/** A line booked before durations were kept, such as an accepted bid's, counts as an hour. */
const unknownLineMinutes = 60;

/**
 * How long a booked visit takes, without the buffer: its lines' minutes as
 * the site stated them when it was booked (docs/product.md §23.1). The
 * database's `booking_busy_until` sums them the same way.
 */
export function workMinutes(
  lines: readonly { readonly minutes?: number }[],
): number {
  if (lines.length === 0) return unknownLineMinutes;
  return lines.reduce(
    (sum, line) => sum + (line.minutes ?? unknownLineMinutes),
    0,
  );
}

/** How long a visit keeps its Tech busy: the work and the buffer after it, in minutes. */
export function busyMinutes(visit: Pick<Visit, "minutes" | "homeVisit">) {
  return (
    visit.minutes +
    (visit.homeVisit
      ? scheduling.bufferMinutes.homeVisit
      : scheduling.bufferMinutes.remote)
  );
}

const parseTime = (time: string) => {
  const [hours, minutes] = time.split(":").map(Number);
  return { hours: hours!, minutes: minutes! };
};

/** The minutes of a day that starts are offered on. */
const dayGrid = Array.from(
  { length: (24 * 60) / scheduling.gridMinutes },
  (_, i) => i * scheduling.gridMinutes,
);

/** Intervals sorted by start, read by starts that only grow, as a search reads them. */
class Calendar {
  private readonly spans: { start: number; end: number }[];
  private next = 0;

  constructor(intervals: readonly Interval[]) {
    this.spans = intervals
      .map((i) => ({ start: i.start.getTime(), end: i.end.getTime() }))
      .sort((a, b) => a.start - b.start);
  }

  /** Whether any interval overlaps `start`–`end`; `start` never goes down between calls. */
  overlaps(start: number, end: number): boolean {
    while (
      this.next < this.spans.length &&
      this.spans[this.next]!.end <= start
    ) {
      this.next++;
    }
    for (let i = this.next; i < this.spans.length; i++) {
      const span = this.spans[i]!;
      if (span.start >= end) return false;
      if (span.end > start) return true;
    }
    return false;
  }
}

/**
 * The free starts for a visit (docs/product.md §23.3): on the company's
 * 30-minute grid, from the minimum notice to the horizon, each with the Techs
 * who take every service, visit the ZIP (home visits only), work for the whole
 * visit and its buffer, and have neither time off nor a Confirmed booking
 * overlapping it. Wall-clock times are read in `timeZone`, so a 9:00 start
 * stays 9:00 on both sides of a change of daylight saving time.
 */
export function freeSlots({
  now,
  visit,
  zip,
  techs,
  timeZone,
  only,
}: {
  now: Date;
  visit: Visit;
  zip?: string;
  techs: readonly TechAvailability[];
  timeZone: string;
  /** Only this start, when it is free: booking one asks no more (docs/product.md §23.6). */
  only?: Date;
}): Slot[] {
  const able = techs.filter(
    (tech) =>
      visit.services.every((slug) => tech.services.includes(slug)) &&
      (!visit.homeVisit || (zip !== undefined && tech.zips.includes(zip))),
  );
  if (able.length === 0 || visit.services.length === 0) return [];
  const earliest = now.getTime() + scheduling.minimumNoticeMinutes * minute;
  const latest = now.getTime() + scheduling.horizonDays * 24 * 60 * minute;
  const length = busyMinutes(visit) * minute;
  const slots: Slot[] = [];
  // Each Tech's calendar is sorted when first asked, for a Tech at work then.
  const calendars: (Calendar | undefined)[] = [];
  const taken = (index: number) =>
    (calendars[index] ??= new Calendar([
      ...able[index]!.timeOff,
      ...able[index]!.busy,
    ]));
  // Booking one start reads its own day alone, not the 30 around it, and
  // its own minute of the grid, if it is on it.
  const first = wallClock(only ?? now, timeZone);
  const days = only ? 0 : scheduling.horizonDays;
  const onlyMinute = first.hours * 60 + first.minutes;
  const gridMinutes = !only
    ? dayGrid
    : onlyMinute % scheduling.gridMinutes === 0
      ? [onlyMinute]
      : [];
  for (let offset = 0; offset <= days; offset++) {
    const { weekday, ...day } = addDays(first, offset);
    // Each Tech's working intervals that day, as instants.
    const hours = able.map((tech) =>
      (tech.weekly[weekday] ?? []).flatMap((interval) => {
        const from = parseTime(interval.from);
        const to = parseTime(interval.to);
        const start = at(day, from.hours, from.minutes, timeZone);
        const end = at(day, to.hours, to.minutes, timeZone);
        return start !== undefined && end !== undefined ? [{ start, end }] : [];
      }),
    );
    if (hours.every((intervals) => intervals.length === 0)) continue;
    for (const gridMinute of gridMinutes) {
      const start = at(
        day,
        Math.floor(gridMinute / 60),
        gridMinute % 60,
        timeZone,
      );
      if (start === undefined || start < earliest || start > latest) continue;
      if (only && start !== only.getTime()) continue;
      const end = start + length;
      const free = able.filter(
        (_, index) =>
          hours[index]!.some(
            (work) => work.start <= start && end <= work.end,
          ) && !taken(index).overlaps(start, end),
      );
      if (free.length > 0) {
        slots.push({
          start: new Date(start),
          techs: free.map((tech) => tech.uid),
        });
      }
    }
  }
  return slots;
}
