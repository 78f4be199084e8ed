/** @jest-environment node */
import { desc, sql } from "drizzle-orm";
import { techEvents, techProfiles } from "@/lib/server/db/schema";
import { seedDemoTechs } from "@/lib/server/scheduling/demo";
import { slotsFor } from "@/lib/server/scheduling/slots";
import { demoTechsWanted } from "@/lib/settings";
import { eachEngine } from "./engines";

const now = new Date("2026-11-30T12:00:00Z"); // Monday 07:00 in New York

describe("who may seed the demo Techs (docs/product.md §23.8)", () => {
  it("is the local run alone", () => {
    expect(demoTechsWanted({ DEMO_TECHS: "1", LOCAL_SERVICES: "1" })).toBe(
      true,
    );
    expect(demoTechsWanted({ DEMO_TECHS: "1" })).toBe(false);
    expect(demoTechsWanted({ LOCAL_SERVICES: "1" })).toBe(false);
  });
});

eachEngine((connection) => {
  beforeEach(async () => {
    await connection().db.delete(techProfiles);
    await connection().db.delete(techEvents);
  });

  it("seeds two bookable demo Techs into a database with no Tech, with history", async () => {
    const { db } = connection();
    expect(await seedDemoTechs(db, now)).toBe(true);
    const rows = await db
      .select()
      .from(techProfiles)
      .orderBy(desc(techProfiles.handle));
    expect(
      rows.map((row) => [row.handle, row.demo, row.status, row.zips.length]),
    ).toEqual([
      ["demo-manhattan", true, "published", 282],
      ["demo-brooklyn", true, "published", 56],
    ]);
    expect(await db.$count(techEvents)).toBe(2);
    const at10001 = await slotsFor(db, {
      slugs: ["printer-installation"],
      zip: "10001",
      now,
    });
    expect(at10001.slots[0]).toEqual({
      start: new Date("2026-11-30T14:00:00Z"), // 09:00, two hours from now
      techs: ["demo-tech-manhattan"],
    });
    const springfield = await slotsFor(db, {
      slugs: ["printer-installation"],
      zip: "62701",
      now,
    });
    expect(springfield.slots).toEqual([]);
    const remote = await slotsFor(db, { slugs: ["browser-setup"], now });
    // Published at the same moment: in the order of their uids.
    expect(remote.slots[0]!.techs).toEqual([
      "demo-tech-brooklyn",
      "demo-tech-manhattan",
    ]);
  });

  it("leaves a database that has a Tech alone", async () => {
    const { db } = connection();
    await seedDemoTechs(db, now);
    await db
      .delete(techProfiles)
      .where(sql`${techProfiles.handle} = 'demo-brooklyn'`);
    expect(await seedDemoTechs(db, now)).toBe(false);
    expect(await db.$count(techProfiles)).toBe(1);
  });
});
