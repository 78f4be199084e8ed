import * as v from "valibot";
import { formatWallTime as t } from "@/lib/dates";
import { zonedTimeToUtc } from "@/lib/dates/zones";
import type { DayInterval, Interval, Weekday } from "./slots";

/** What a Tech keeps about when and where they work (docs/product.md §23.2). */
export type Availability = {
  readonly weekly: Partial<Record<Weekday, DayInterval[]>>;
  readonly timeOff: Interval[];
  readonly zips: string[];
  readonly services: string[];
};

/** A Tech's availability as the editor and the desk show it (docs/product.md §23.2). */
export type AvailabilityView = {
  readonly weekly: Partial<Record<Weekday, DayInterval[]>>;
  /** Each period's start and end on the company's clock, "YYYY-MM-DDTHH:MM". */
  readonly timeOff: { from: string; to: string }[];
  /** The ZIP codes as typed back: runs written as ranges, "10001-10282, 11201". */
  readonly zips: string;
  readonly services: string[];
  /** The services the Tech may take: their skills. */
  readonly skills: { slug: string; title: string }[];
  readonly version: number;
  /** Whether customers can book this Tech now: the profile is published and not hidden. */
  readonly bookable: boolean;
};

export type AvailabilityField = "weekly" | "timeOff" | "zips" | "services";

export type AvailabilityParse =
  | { readonly ok: true; readonly value: Availability }
  | {
      readonly ok: false;
      readonly errors: Partial<Record<AvailabilityField, string>>;
    };

export const availabilityLimits = {
  intervalsPerDay: 4,
  timeOffEntries: 50,
  zips: 1000,
};

export const weekdayNames: Record<Weekday, string> = {
  1: "Monday",
  2: "Tuesday",
  3: "Wednesday",
  4: "Thursday",
  5: "Friday",
  6: "Saturday",
  7: "Sunday",
};

const clock = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/;
const localDateTime = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):([0-5]\d)$/;

const minutesOf = (time: string) => {
  const [h, m] = time.split(":").map(Number);
  return h! * 60 + m!;
};

const input = v.object({
  weekly: v.optional(
    v.record(
      v.string(),
      v.array(v.object({ from: v.string(), to: v.string() })),
    ),
    {},
  ),
  timeOff: v.optional(
    v.array(v.object({ from: v.string(), to: v.string() })),
    [],
  ),
  zips: v.optional(v.union([v.string(), v.array(v.string())]), ""),
  services: v.optional(v.array(v.string()), []),
});

/** "10001-10005, 11201" → each ZIP once, in order; undefined with a reason when malformed. */
export function parseZips(
  typed: string | readonly string[],
): { zips: string[] } | { error: string } {
  const parts = (typeof typed === "string" ? typed.split(/[\s,;]+/) : typed)
    .map((part) => part.trim())
    .filter(Boolean);
  const zips = new Set<string>();
  for (const part of parts) {
    const range = /^(\d{5})\s*[-–]\s*(\d{5})$/.exec(part);
    const [from, to] = range ? [range[1]!, range[2]!] : [part, part];
    if (!/^\d{5}$/.test(from) || !/^\d{5}$/.test(to)) {
      return {
        error: `"${part.slice(0, 20)}" is not a 5-digit ZIP code or a range such as 10001-10005.`,
      };
    }
    if (Number(to) < Number(from)) {
      return { error: `The range ${part} ends before it starts.` };
    }
    for (let zip = Number(from); zip <= Number(to); zip++) {
      zips.add(String(zip).padStart(5, "0"));
      if (zips.size > availabilityLimits.zips) {
        return {
          error: `At most ${availabilityLimits.zips} ZIP codes can be listed.`,
        };
      }
    }
  }
  return { zips: [...zips] };
}

function parseWeekly(
  raw: Record<string, { from: string; to: string }[]>,
): { weekly: Availability["weekly"] } | { error: string } {
  const weekly: Partial<Record<Weekday, DayInterval[]>> = {};
  for (const [key, intervals] of Object.entries(raw)) {
    const day = Number(key) as Weekday;
    const name = weekdayNames[day];
    if (!name) return { error: "A weekday must be 1 (Monday) to 7 (Sunday)." };
    if (intervals.length > availabilityLimits.intervalsPerDay) {
      return {
        error: `${name} can have at most ${availabilityLimits.intervalsPerDay} intervals.`,
      };
    }
    const sorted = [...intervals].sort(
      (a, b) => minutesOf(a.from) - minutesOf(b.from),
    );
    for (const [index, interval] of sorted.entries()) {
      if (!clock.test(interval.from) || !clock.test(interval.to)) {
        return { error: `${name}: write each time as HH:MM, such as 09:00.` };
      }
      if (minutesOf(interval.to) <= minutesOf(interval.from)) {
        return {
          error: `${name}: ${t(interval.from)} is not before ${t(interval.to)}.`,
        };
      }
      const next = sorted[index + 1];
      if (next && minutesOf(next.from) < minutesOf(interval.to)) {
        return {
          error: `${name}: ${t(interval.from)}–${t(interval.to)} overlaps ${t(next.from)}–${t(next.to)}.`,
        };
      }
    }
    if (sorted.length > 0) weekly[day] = sorted;
  }
  return { weekly };
}

/** A "YYYY-MM-DDTHH:MM" on the company's clock as an instant; undefined when malformed or skipped. */
function instantOf(typed: string, timeZone: string): Date | undefined {
  if (!localDateTime.test(typed)) return undefined;
  const [date, time] = typed.split("T");
  return zonedTimeToUtc(date!, time!, timeZone);
}

function parseTimeOff(
  raw: { from: string; to: string }[],
  timeZone: string,
): { timeOff: Interval[] } | { error: string } {
  if (raw.length > availabilityLimits.timeOffEntries) {
    return {
      error: `At most ${availabilityLimits.timeOffEntries} periods of time off can be kept.`,
    };
  }
  const periods: Interval[] = [];
  for (const entry of raw) {
    const start = instantOf(entry.from, timeZone);
    const end = instantOf(entry.to, timeZone);
    if (!start || !end) {
      return {
        error: "Give each period of time off a start and an end date and time.",
      };
    }
    if (end <= start) {
      return {
        error: `Time off from ${entry.from.replace("T", " ")} ends before it starts.`,
      };
    }
    periods.push({ start, end });
  }
  return {
    timeOff: periods.sort((a, b) => a.start.getTime() - b.start.getTime()),
  };
}

/**
 * A Tech's availability as the editor or the desk sends it (docs/product.md
 * §23.2), checked field by field: intervals that overlap or end before they
 * start, a malformed ZIP, and a service outside the Tech's skills are each
 * refused with a sentence. Times are on the company's clock in `timeZone`.
 */
export function parseAvailability(
  raw: unknown,
  { skills, timeZone }: { skills: readonly string[]; timeZone: string },
): AvailabilityParse {
  const shape = v.safeParse(input, raw);
  if (!shape.success) {
    return {
      ok: false,
      errors: {
        weekly:
          "The availability could not be read; reload the page and try again.",
      },
    };
  }
  const errors: Partial<Record<AvailabilityField, string>> = {};
  const weekly = parseWeekly(shape.output.weekly);
  if ("error" in weekly) errors.weekly = weekly.error;
  const timeOff = parseTimeOff(shape.output.timeOff, timeZone);
  if ("error" in timeOff) errors.timeOff = timeOff.error;
  const zips = parseZips(shape.output.zips);
  if ("error" in zips) errors.zips = zips.error;
  const services = [...new Set(shape.output.services)];
  const outside = services.find((slug) => !skills.includes(slug));
  if (outside) {
    errors.services = `"${outside.slice(0, 40)}" is not one of your skills; add it to your skills first.`;
  }
  if ("error" in weekly || "error" in timeOff || "error" in zips || outside) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    value: { ...weekly, ...timeOff, zips: zips.zips, services },
  };
}
