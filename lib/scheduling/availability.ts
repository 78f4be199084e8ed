import * as v from "valibot";
import { formatWallTime as t } from "@/lib/dates";
import { zonedTimeToUtc } from "@/lib/dates/zones";
import { readZip } from "@/lib/zip";
import { techWorkWords } from "@/lib/techs/words";
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
  /**
   * The Tech's one ZIP list, as typed back: runs written as ranges, "10001-10282, 11201".
   * The public profile shows it and bookings read it.
   */
  readonly zips: string;
  /** The profile text's ZIP list was merged into this one (migration 0008) and the Tech has not saved since. */
  readonly zipsMerged: boolean;
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
  /**
   * ZIP codes in the one list. A range counts each of its ZIPs, and a Tech
   * covering a borough (Manhattan is 10001-10282) needs hundreds.
   */
  zips: 1000,
  /** Characters of the typed list: each ZIP written apart, with ", ", fits. */
  zipsText: 1000 * 8,
};

const tooManyZips = () =>
  techWorkWords("availability.tooManyZips", {
    count: availabilityLimits.zips,
  });

const isWeekday = (day: number): day is Weekday =>
  Number.isInteger(day) && day >= 1 && day <= 7;

/** A weekday's name, "Monday" for 1 (a Tech's pages are English only). */
export const weekdayName = (day: Weekday): string =>
  techWorkWords("week.day", { day: String(day) });

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
  zips: v.optional(
    v.union([
      v.pipe(v.string(), v.maxLength(availabilityLimits.zipsText)),
      v.pipe(v.array(v.string()), v.maxLength(availabilityLimits.zips)),
    ]),
    "",
  ),
  services: v.optional(v.array(v.string()), []),
});

/**
 * "10001-10005, 11201" → each ZIP once, in order; an error sentence when
 * malformed or over the limit. A single ZIP is read by `readZip`, as the
 * checkout reads a customer's, so "10001-1234" is ZIP 10001.
 */
export function parseZips(
  typed: string | readonly string[],
): { zips: string[] } | { error: string } {
  const parts = (
    typeof typed === "string"
      ? typed.normalize("NFKC").split(/[\s,;]+/)
      : typed.map((part) => part.normalize("NFKC"))
  )
    .map((part) => part.trim())
    .filter(Boolean);
  const zips = new Set<string>();
  for (const part of parts) {
    const range = /^(\d{5})[-\u2010-\u2015](\d{5})$/.exec(part);
    const single = readZip(part);
    const [from, to] = range
      ? [range[1]!, range[2]!]
      : single.status === "zip"
        ? [single.zip, single.zip]
        : [];
    if (from === undefined || to === undefined) {
      return {
        error: techWorkWords("availability.notZip", {
          part: part.slice(0, 20),
        }),
      };
    }
    if (Number(to) < Number(from)) {
      return { error: techWorkWords("availability.rangeBackwards", { part }) };
    }
    for (let zip = Number(from); zip <= Number(to); zip++) {
      zips.add(String(zip).padStart(5, "0"));
      if (zips.size > availabilityLimits.zips) return { error: tooManyZips() };
    }
  }
  return { zips: [...zips].sort() };
}

/** "10001, 10002, 10003, 11201" → "10001-10003, 11201". */
export function zipRanges(zips: readonly string[]): string {
  const sorted = [...zips].sort();
  const runs: string[][] = [];
  for (const zip of sorted) {
    const run = runs.at(-1);
    if (run && Number(zip) === Number(run.at(-1)) + 1) run.push(zip);
    else runs.push([zip]);
  }
  return runs
    .map((run) => (run.length > 1 ? `${run[0]}-${run.at(-1)}` : run[0]))
    .join(", ");
}

function parseWeekly(
  raw: Record<string, { from: string; to: string }[]>,
): { weekly: Availability["weekly"] } | { error: string } {
  const weekly: Partial<Record<Weekday, DayInterval[]>> = {};
  for (const [key, intervals] of Object.entries(raw)) {
    const day = Number(key);
    if (!isWeekday(day)) {
      return { error: techWorkWords("availability.weekdayRange") };
    }
    const name = weekdayName(day);
    if (intervals.length > availabilityLimits.intervalsPerDay) {
      return {
        error: techWorkWords("availability.tooManyIntervals", {
          day: name,
          count: availabilityLimits.intervalsPerDay,
        }),
      };
    }
    const sorted = [...intervals].sort(
      (a, b) => minutesOf(a.from) - minutesOf(b.from),
    );
    for (const [index, interval] of sorted.entries()) {
      if (!clock.test(interval.from) || !clock.test(interval.to)) {
        return {
          error: techWorkWords("availability.timeFormat", { day: name }),
        };
      }
      if (minutesOf(interval.to) <= minutesOf(interval.from)) {
        return {
          error: techWorkWords("availability.notBefore", {
            day: name,
            from: t(interval.from),
            to: t(interval.to),
          }),
        };
      }
      const next = sorted[index + 1];
      if (next && minutesOf(next.from) < minutesOf(interval.to)) {
        return {
          error: techWorkWords("availability.overlaps", {
            day: name,
            from: t(interval.from),
            to: t(interval.to),
            nextFrom: t(next.from),
            nextTo: t(next.to),
          }),
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
      error: techWorkWords("availability.tooManyTimeOff", {
        count: availabilityLimits.timeOffEntries,
      }),
    };
  }
  const periods: Interval[] = [];
  for (const entry of raw) {
    const start = instantOf(entry.from, timeZone);
    const end = instantOf(entry.to, timeZone);
    if (!start || !end) {
      return {
        error: techWorkWords("availability.timeOffIncomplete"),
      };
    }
    if (end <= start) {
      return {
        error: techWorkWords("availability.timeOffBackwards", {
          from: entry.from.replace("T", " "),
        }),
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
    const zipsTooLong = shape.issues.some(
      (issue) => issue.type === "max_length" && issue.path?.[0]?.key === "zips",
    );
    return {
      ok: false,
      errors: zipsTooLong
        ? { zips: tooManyZips() }
        : { weekly: techWorkWords("availability.unreadable") },
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
    errors.services = techWorkWords("availability.notSkill", {
      service: outside.slice(0, 40),
    });
  }
  if ("error" in weekly || "error" in timeOff || "error" in zips || outside) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    value: { ...weekly, ...timeOff, zips: zips.zips, services },
  };
}
