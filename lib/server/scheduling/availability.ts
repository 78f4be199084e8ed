import "server-only";
import * as v from "valibot";
import { defaultLocale } from "@/data/locale";
import {
  parseAvailability,
  zipRanges,
  type Availability,
  type AvailabilityField,
  type AvailabilityView,
} from "@/lib/scheduling/availability";
import { techWorkWords } from "@/lib/techs/words";
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
import { refreshPublicPages } from "@/lib/server/techs/refresh";
import { publishedCatalogue } from "@/lib/server/content/catalogue";

// 404 here, where a photo before the first save is 409: hours read or saved
// without a profile find nothing to belong to.
const noProfile: Outcome = {
  ...refuse("no-profile", techWorkWords("availability.noProfile")),
  status: 404,
};

const local = (instant: Date) =>
  `${zonedDate(instant, company.timeZone)}T${zonedTime(instant, company.timeZone)}`;

// The work pages are in the default language, as the records are.
async function viewOf(
  row: typeof techProfiles.$inferSelect,
): Promise<AvailabilityView> {
  const services = (await publishedCatalogue())[defaultLocale];
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
    zipsMerged: row.zipsMergedAt !== null,
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
        `${techWorkWords("week.dayShort", { day })} ${intervals!.map((i) => `${i.from}–${i.to}`).join(", ")}`,
    )
    .join("; ");
  return techWorkWords("availability.summary", {
    days: days || techWorkWords("availability.noHours"),
    zipCount: String(value.zips.length),
    zips: value.zips.length,
    services: value.services.length,
    periods: value.timeOff.length,
  });
}

export async function availabilityOf(
  db: Database,
  uid: string,
): Promise<Outcome> {
  const row = await profileRow(db, uid);
  return row ? { status: 200, body: await viewOf(row) } : noProfile;
}

const versioned = v.object({ version: v.pipe(v.number(), v.integer()) });

/**
 * Saves a Tech's hours, time off, ZIP codes and services, by the Tech or by
 * staff (docs/product.md §23.2): checked by `parseAvailability` against the
 * Tech's skills, refused when the profile changed since it was read, and
 * written with a history entry that says who changed what. The Tech's own
 * save ends the notice that their two ZIP lists were merged.
 */
export async function saveAvailability(
  db: Database,
  uid: string,
  body: unknown,
  options: SaveOptions,
): Promise<Outcome> {
  return (await save(db, uid, body, options)).outcome;
}

/**
 * What the Tech's and the desk's routes answer: the save, then, when a live
 * profile's ZIP list changed, its public pages drawn again, for they show it.
 */
export async function availabilityFromForm(
  db: Database,
  uid: string,
  body: unknown,
  options: SaveOptions,
): Promise<Outcome> {
  const { outcome, shown } = await save(db, uid, body, options);
  if (shown) refreshPublicPages(shown);
  return outcome;
}

type SaveOptions = { by: string; byTech?: boolean; now: Date };

async function save(
  db: Database,
  uid: string,
  body: unknown,
  { by, byTech = false, now }: SaveOptions,
): Promise<{ outcome: Outcome; shown?: string }> {
  const version = v.safeParse(versioned, body);
  if (!version.success) {
    return {
      outcome: refuse("invalid", techWorkWords("availability.noVersion")),
    };
  }
  let shown: string | undefined;
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const row = await lockedProfile(tx, uid);
    if (!row) return noProfile;
    if (row.version !== version.output.version) {
      return refuse("stale", techWorkWords("availability.stale"), {
        current: await viewOf(row),
      });
    }
    const parsed = parseAvailability(body, {
      skills: row.text.skills,
      timeZone: company.timeZone,
    });
    if (!parsed.ok) {
      const errors: Partial<Record<AvailabilityField, string>> = parsed.errors;
      return refuse("invalid", techWorkWords("availability.needsLook"), {
        errors,
      });
    }
    const saved = await updateProfile(tx, uid, now, {
      weeklyHours: parsed.value.weekly,
      timeOff: parsed.value.timeOff.map((off) => ({
        start: off.start.toISOString(),
        end: off.end.toISOString(),
      })),
      zips: parsed.value.zips,
      takesServices: parsed.value.services,
      ...(byTech ? { zipsMergedAt: null } : {}),
    });
    const live = row.published !== null && row.status !== "hidden";
    if (live && row.zips.join() !== saved.zips.join()) shown = saved.handle;
    await recordEvent(tx, {
      uid,
      actor: by,
      action: "availability",
      note: summary(parsed.value),
      at: now,
    });
    return { status: 200, body: await viewOf(saved) };
  });
  return { outcome, shown };
}
