/** @jest-environment node */
import { eq } from "drizzle-orm";
import { techEvents, techProfiles } from "@/lib/server/db/schema";
import {
  availabilityOf,
  saveAvailability,
  zipRanges,
} from "@/lib/server/scheduling/availability";
import { demoTechRow } from "@/lib/server/scheduling/demo";
import { eachEngine } from "./engines";

const now = new Date("2026-11-30T12:00:00Z");
const body = {
  version: 1,
  weekly: { "2": [{ from: "09:00", to: "17:00" }] },
  timeOff: [{ from: "2026-12-24T00:00", to: "2026-12-27T00:00" }],
  zips: "10001-10003, 11201",
  services: ["printer-setup"],
};

describe("ZIP codes written back as ranges", () => {
  it("joins runs and keeps single codes", () => {
    expect(zipRanges(["11201", "10002", "10001", "10003", "10005"])).toBe(
      "10001-10003, 10005, 11201",
    );
    expect(zipRanges([])).toBe("");
  });
});

eachEngine((connection) => {
  beforeEach(async () => {
    const { db } = connection();
    await db.delete(techProfiles);
    await db.delete(techEvents);
    const row = demoTechRow({
      uid: "tech-ann",
      handle: "ann",
      displayName: "Ann",
      headline: "Printers",
      zips: "10001",
      publishedAt: now,
    });
    // Ann's one skill: printers.
    const text = { ...row.text, skills: ["printer-setup"] };
    await db.insert(techProfiles).values({
      ...row,
      text,
      published: text,
      demo: false,
      weeklyHours: {},
      takesServices: [],
    });
  });

  it("saves a Tech's hours, time off, ZIP codes and services, with history, and shows them back (docs/product.md §23.2)", async () => {
    const { db } = connection();
    const saved = await saveAvailability(db, "tech-ann", body, {
      by: "tech ann@example.com",
      now,
    });
    expect(saved).toMatchObject({
      status: 200,
      body: {
        weekly: { 2: [{ from: "09:00", to: "17:00" }] },
        timeOff: [{ from: "2026-12-24T00:00", to: "2026-12-27T00:00" }],
        zips: "10001-10003, 11201",
        services: ["printer-setup"],
        version: 2,
      },
    });
    expect(await availabilityOf(db, "tech-ann")).toEqual(saved);
    const history = await db
      .select()
      .from(techEvents)
      .where(eq(techEvents.uid, "tech-ann"));
    expect(history).toMatchObject([
      {
        actor: "tech ann@example.com",
        action: "availability",
        note: "Hours: Tue 09:00–17:00. 4 ZIP codes, 1 service, 1 period of time off.",
      },
    ]);
  });

  it("offers a Tech with no hours and no services yet every skill, and a draft is not bookable", async () => {
    const { db } = connection();
    expect(await availabilityOf(db, "tech-ann")).toMatchObject({
      status: 200,
      body: { services: ["printer-setup"], bookable: true },
    });
    await db
      .update(techProfiles)
      .set({
        published: null,
        weeklyHours: { 1: [{ from: "09:00", to: "17:00" }] },
      })
      .where(eq(techProfiles.uid, "tech-ann"));
    // Hours set and no service chosen: that choice is kept.
    expect(await availabilityOf(db, "tech-ann")).toMatchObject({
      status: 200,
      body: { services: [], bookable: false },
    });
  });

  it("refuses a malformed body field by field, a stale version, and a Tech with no profile; nothing is written", async () => {
    const { db } = connection();
    const refused = await saveAvailability(
      db,
      "tech-ann",
      { ...body, zips: "1000", services: ["computer-repair"] },
      { by: "staff bo@example.com", now },
    );
    expect(refused).toEqual({
      status: 400,
      body: {
        error:
          "Some of your availability needs another look; nothing was saved.",
        reason: "invalid",
        errors: {
          zips: '"1000" is not a 5-digit ZIP code or a range such as 10001-10005.',
          services:
            '"computer-repair" is not one of your skills; add it to your skills first.',
        },
      },
    });
    expect(
      await saveAvailability(
        db,
        "tech-ann",
        { ...body, version: 7 },
        { by: "x", now },
      ),
    ).toMatchObject({ status: 409, body: { reason: "stale" } });
    expect(
      await saveAvailability(db, "tech-ann", { weekly: {} }, { by: "x", now }),
    ).toMatchObject({ status: 400, body: { reason: "invalid" } });
    expect(
      await saveAvailability(db, "nobody", body, { by: "x", now }),
    ).toMatchObject({ status: 404, body: { reason: "no-profile" } });
    expect(await db.$count(techEvents)).toBe(0);
  });
});
