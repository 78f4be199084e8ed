import "server-only";
import * as v from "valibot";
import { services } from "@/data/services";
import {
  parseAvailability,
  weekdayNames,
  type Availability,
  type AvailabilityField,
  type AvailabilityView,
} from "@/lib/scheduling/availability";
import type { Weekday } from "@/lib/scheduling/slots";
import { zonedDate, zonedTime } from "@/lib/dates";
import { company } from "@/data/company";
import type { Database } from "@/lib/server/db/client";
import { techProfiles } from "@/lib/server/db/schema";
import { refuse, type Outcome } from "@/lib/server/http";
import {
  lockedProfile,
  profileRow,
  recordEvent,
  updateProfile,
} from "@/lib/server/techs/rows";

// 404 here, where a photo before the first save is 409: hours read or saved
// without a profile find nothing to belong to.
const noProfile: Outcome = {
  ...refuse(
    "no-profile",
    "Save your profile first: your hours and ZIP codes belong to it.",
  ),
  status: 404,
};

const local = (instant: Date) =>
  `${zonedDate(instant, company.timeZone)}T${zonedTime(instant, company.timeZone)}`;

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

function viewOf(row: typeof techProfiles.$inferSelect): AvailabilityView {
  const skills = services.filter((service) =>
    row.text.skills.includes(service.slug),
  );
  // A Tech who has set neither hours nor services yet is offered every skill
  // they listed: those are the jobs they said they do, and an empty list
  // would leave them unbookable without a word why.
  const fresh =
    Object.keys(row.weeklyHours).length === 0 && row.takesServices.length === 0;
  return {
    weekly: row.weeklyHours,
    timeOff: row.timeOff.map((off) => ({
      from: local(new Date(off.start)),
      to: local(new Date(off.end)),
    })),
    zips: zipRanges(row.zips),
    services: fresh ? skills.map((s) => s.slug) : row.takesServices,
    skills: skills.map(({ slug, title }) => ({ slug, title })),
    version: row.version,
    bookable: row.published !== null && row.status !== "hidden",
  };
}

/** What the history says a change set: short, with no instant unnamed. */
function summary(value: Availability): string {
  const days = Object.entries(value.weekly)
    .map(
      ([day, intervals]) =>
        `${weekdayNames[Number(day) as Weekday].slice(0, 3)} ${intervals!.map((i) => `${i.from}–${i.to}`).join(", ")}`,
    )
    .join("; ");
  const count = (n: number, one: string, many: string) =>
    `${n} ${n === 1 ? one : many}`;
  return `Hours: ${days || "none"}. ${count(value.zips.length, "ZIP code", "ZIP codes")}, ${count(value.services.length, "service", "services")}, ${count(value.timeOff.length, "period", "periods")} of time off.`;
}

export async function availabilityOf(
  db: Database,
  uid: string,
): Promise<Outcome> {
  const row = await profileRow(db, uid);
  return row ? { status: 200, body: viewOf(row) } : noProfile;
}

const versioned = v.object({ version: v.pipe(v.number(), v.integer()) });

/**
 * Saves a Tech's hours, time off, ZIP codes and services, by the Tech or by
 * staff (docs/product.md §23.2): checked by `parseAvailability` against the
 * Tech's skills, refused when the profile changed since it was read, and
 * written with a history entry that says who changed what.
 */
export async function saveAvailability(
  db: Database,
  uid: string,
  body: unknown,
  { by, now = new Date() }: { by: string; now?: Date },
): Promise<Outcome> {
  const version = v.safeParse(versioned, body);
  if (!version.success) {
    return refuse(
      "invalid",
      "The form was sent without its version; reload the page and try again.",
    );
  }
  return db.transaction(async (tx): Promise<Outcome> => {
    const row = await lockedProfile(tx, uid);
    if (!row) return noProfile;
    if (row.version !== version.output.version) {
      return refuse(
        "stale",
        "Your profile changed since this page was opened, so nothing was saved. Here it is as it is now.",
        { current: viewOf(row) },
      );
    }
    const parsed = parseAvailability(body, {
      skills: row.text.skills,
      timeZone: company.timeZone,
    });
    if (!parsed.ok) {
      const errors: Partial<Record<AvailabilityField, string>> = parsed.errors;
      return refuse(
        "invalid",
        "Some of your availability needs another look; nothing was saved.",
        { errors },
      );
    }
    const saved = await updateProfile(tx, uid, now, {
      weeklyHours: parsed.value.weekly,
      timeOff: parsed.value.timeOff.map((off) => ({
        start: off.start.toISOString(),
        end: off.end.toISOString(),
      })),
      zips: parsed.value.zips,
      takesServices: parsed.value.services,
    });
    await recordEvent(tx, {
      uid,
      actor: by,
      action: "availability",
      note: summary(parsed.value),
      at: now,
    });
    return { status: 200, body: viewOf(saved!) };
  });
}
