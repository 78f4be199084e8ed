import { addDays, startOfDay, wallClock } from "@/lib/dates/zones";
import type { Interval } from "./slots";

/** A Tech free at the slot, with what the choice weighs (docs/product.md §23.4). */
export type Candidate = {
  readonly uid: string;
  /** When the Tech's profile was first published: the earlier wins a tie. */
  readonly publishedAt: Date;
  /** The Tech's Confirmed visits (work only, without buffers). */
  readonly confirmed: readonly Interval[];
};

const hour = 3_600_000;

/** Monday 00:00 to the next Monday 00:00 on the company's clock, around `instant`. */
export function weekAround(instant: Date, timeZone: string): Interval {
  const local = wallClock(instant, timeZone);
  const monday = addDays(local, 1 - local.weekday);
  return {
    start: startOfDay(monday, timeZone),
    end: startOfDay(addDays(monday, 7), timeZone),
  };
}

/** Hours of Confirmed work inside the week, counting only the part of a visit that falls in it. */
function hoursIn(week: Interval, confirmed: readonly Interval[]): number {
  let total = 0;
  for (const visit of confirmed) {
    const from = Math.max(visit.start.getTime(), week.start.getTime());
    const to = Math.min(visit.end.getTime(), week.end.getTime());
    if (to > from) total += to - from;
  }
  return total / hour;
}

/**
 * The free Techs in the order they are offered a booking made on a slot: the
 * fewest Confirmed hours in the slot's week first, then the earliest published
 * profile, then the uid, so the order never depends on the order given. The
 * booking goes to the first; if the database refuses them (another booking
 * took them a moment ago), to the next.
 */
export function rankTechs(
  slot: Date,
  candidates: readonly Candidate[],
  timeZone: string,
): string[] {
  const week = weekAround(slot, timeZone);
  return [...candidates]
    .map((candidate) => ({
      candidate,
      load: hoursIn(week, candidate.confirmed),
    }))
    .sort(
      (a, b) =>
        a.load - b.load ||
        a.candidate.publishedAt.getTime() - b.candidate.publishedAt.getTime() ||
        (a.candidate.uid < b.candidate.uid ? -1 : 1),
    )
    .map((ranked) => ranked.candidate.uid);
}

/** Which free Tech takes a booking made on a slot (docs/product.md §23.4). */
export const pickTech = (
  slot: Date,
  candidates: readonly Candidate[],
  timeZone: string,
): string | undefined => rankTechs(slot, candidates, timeZone)[0];
