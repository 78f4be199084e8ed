import "server-only";
import { count } from "drizzle-orm";
import { services } from "@/data/services";
import { parseZips } from "@/lib/scheduling/availability";
import type { DayInterval, Weekday } from "@/lib/scheduling/slots";
import type { ProfileText } from "@/lib/techs/profile";
import type { Database } from "@/lib/server/db/client";
import { techProfiles } from "@/lib/server/db/schema";
import { insertProfile, recordEvent } from "@/lib/server/techs/rows";

const allServices = services.map((service) => service.slug);

/** Monday to Saturday, 8:00 to 20:00 on the company's clock. */
export const demoWeek: Partial<Record<Weekday, DayInterval[]>> =
  Object.fromEntries(
    ([1, 2, 3, 4, 5, 6] as const).map((day) => [
      day,
      [{ from: "08:00", to: "20:00" }],
    ]),
  );

/** A published Tech who takes every service, for a local run or a measurement. */
export function demoTechRow(tech: {
  uid: string;
  handle: string;
  displayName: string;
  headline: string;
  zips: string;
  publishedAt: Date;
}): typeof techProfiles.$inferInsert {
  const text: ProfileText = {
    handle: tech.handle,
    displayName: tech.displayName,
    headline: tech.headline,
    about: `${tech.displayName} is a demo technician of the local run: booking them books nobody real.`,
    skills: allServices,
    ownSkills: [],
    remote: true,
    years: 5,
    languages: ["English"],
  };
  const zips = parseZips(tech.zips);
  if ("error" in zips) throw new Error(zips.error);
  return {
    uid: tech.uid,
    handle: tech.handle,
    status: "published",
    text,
    published: text,
    firstPublishedAt: tech.publishedAt,
    weeklyHours: demoWeek,
    zips: zips.zips,
    takesServices: allServices,
    demo: true,
  };
}

/** The two demo Techs of a fresh local run (docs/product.md §23.8). */
const demoTechs = [
  {
    uid: "demo-tech-manhattan",
    handle: "demo-manhattan",
    displayName: "Demo Tech (Manhattan)",
    headline: "Home visits across Manhattan, and remote help anywhere",
    zips: "10001-10282",
  },
  {
    uid: "demo-tech-brooklyn",
    handle: "demo-brooklyn",
    displayName: "Demo Tech (Brooklyn)",
    headline: "Home visits across Brooklyn, and remote help anywhere",
    zips: "11201-11256",
  },
];

/**
 * Seeds the two demo Techs into a database that has no Tech profile at all,
 * and says whether it did. Only the local run calls it (`npm start`), never a
 * production start: see lib/server/server-start.ts.
 */
export async function seedDemoTechs(db: Database, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [{ profiles }] = (await tx
      .select({ profiles: count() })
      .from(techProfiles)) as [{ profiles: number }];
    if (profiles > 0) return false;
    for (const tech of demoTechs) {
      await insertProfile(tx, demoTechRow({ ...tech, publishedAt: now }), {
        ifAbsent: true,
      });
      await recordEvent(tx, {
        uid: tech.uid,
        actor: "system",
        action: "seed_demo",
        toStatus: "published",
        note: "Demo Tech of the local run",
        at: now,
      });
    }
    return true;
  });
}
