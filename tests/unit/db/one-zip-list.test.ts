/** @jest-environment node */
import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { techProfiles } from "@/lib/server/db/schema";
import {
  availabilityFromForm,
  availabilityOf,
  saveAvailability,
} from "@/lib/server/scheduling/availability";
import { demoTechRow } from "@/lib/server/scheduling/demo";
import { deskProfileDetail } from "@/lib/server/techs/desk";
import { saveProfile } from "@/lib/server/techs/editor";
import { publishedProfiles } from "@/lib/server/techs/public";
import { refreshPublicPages } from "@/lib/server/techs/refresh";
import { whereText } from "@/lib/techs/where";
import { eachEngine } from "./engines";

// Next.js's cache is not there outside a request: what matters is that the
// public pages are asked to be drawn again.
jest.mock("@/lib/server/techs/refresh", () => ({
  refreshPublicPages: jest.fn(),
}));
const refreshed = jest.mocked(refreshPublicPages);

// Migration 0008 already ran on the empty database; its UPDATE (after the
// column it adds) touches only rows that still carry the key, so running it
// again on a row written in the old shape is what a live database sees.
const migration = readFileSync(
  "lib/server/db/migrations/0008_one_zip_list.sql",
  "utf8",
).split("--> statement-breakpoint")[1]!;

const oldShape = (uid: string, handle: string, zips: string) =>
  demoTechRow({
    uid,
    handle,
    displayName: handle,
    headline: "Networks",
    zips,
    publishedAt: new Date("2026-11-30T12:00:00Z"),
  });

// When the saves below are made: after the profiles were published.
const now = new Date("2026-12-01T12:00:00Z");

eachEngine((connection) => {
  it("keeps the union of the column and the profile text's ZIP codes in the column, drops the key and marks the Tech for the notice (issue 61 item 10)", async () => {
    const { db } = connection();
    await db.delete(techProfiles);
    const row = oldShape("tech-bo", "bo", "10002");
    const plain = oldShape("tech-cy", "cy", "10005");
    await db.insert(techProfiles).values([
      {
        ...row,
        zips: ["10003", "10001"],
        text: { ...row.text, zips: ["10002", "10001"] } as typeof row.text,
        published: { ...row.text, zips: ["10004"] } as typeof row.text,
        demo: false,
      },
      // An empty list in the text merges nothing: no notice.
      {
        ...plain,
        text: { ...plain.text, zips: [] } as typeof plain.text,
        published: null,
        demo: false,
      },
    ]);
    await db.execute(migration);
    const [after] = await db
      .select()
      .from(techProfiles)
      .where(eq(techProfiles.uid, "tech-bo"));
    expect(after?.zips).toEqual(["10001", "10002", "10003", "10004"]);
    expect("zips" in (after?.text ?? {})).toBe(false);
    expect("zips" in (after?.published ?? {})).toBe(false);
    expect(after?.zipsMergedAt).toBeInstanceOf(Date);
    const [untouched] = await db
      .select()
      .from(techProfiles)
      .where(eq(techProfiles.uid, "tech-cy"));
    expect(untouched?.zips).toEqual(["10005"]);
    expect("zips" in (untouched?.text ?? {})).toBe(false);
    expect(untouched?.zipsMergedAt).toBeNull();
  });

  it("shows the one list on the public profile and the desk, and ends the notice on the Tech's save, not staff's", async () => {
    const { db } = connection();
    await db.delete(techProfiles);
    const row = oldShape("tech-bo", "bo", "10001-10003");
    await db.insert(techProfiles).values({
      ...row,
      demo: false,
      zipsMergedAt: new Date("2026-11-30T12:00:00Z"),
    });
    const [published] = await publishedProfiles(db);
    expect(published?.zips).toEqual(["10001", "10002", "10003"]);
    expect(whereText(published!)).toBe(
      "visits ZIP 10001, 10002, 10003; works remotely",
    );
    expect((await deskProfileDetail(db, "tech-bo"))?.zips).toBe("10001-10003");
    expect(await availabilityOf(db, "tech-bo")).toMatchObject({
      body: { zipsMerged: true, zips: "10001-10003" },
    });

    const body = (version: number) => ({
      version,
      weekly: {},
      timeOff: [],
      zips: "11201",
      services: [],
    });
    const byStaff = await saveAvailability(db, "tech-bo", body(1), {
      by: "staff ann@example.com",
      now,
    });
    expect(byStaff).toMatchObject({ status: 200, body: { zipsMerged: true } });
    refreshed.mockClear();
    const byTech = await availabilityFromForm(db, "tech-bo", body(2), {
      by: "tech bo@example.com",
      byTech: true,
      now,
    });
    expect(byTech).toMatchObject({
      status: 200,
      body: { zipsMerged: false, zips: "11201" },
    });
    // The list did not change: the public pages stay as they are.
    expect(refreshed).not.toHaveBeenCalled();
    await availabilityFromForm(
      db,
      "tech-bo",
      { ...body(3), zips: "11201, 11215" },
      { by: "tech bo@example.com", byTech: true, now },
    );
    expect(refreshed).toHaveBeenCalledWith("bo");
    expect((await publishedProfiles(db))[0]?.zips).toEqual(["11201", "11215"]);
  });

  it("sends a profile for review only when it says where the Tech works: ZIP codes in the one list, or remote", async () => {
    const { db } = connection();
    await db.delete(techProfiles);
    const input = {
      handle: "cy-fixes",
      displayName: "Cy",
      headline: "Printers",
      skills: ["printer-setup"],
      remote: false,
      years: "3",
      languages: "English",
    };
    const save = (submit: boolean, change: object = {}) =>
      saveProfile(db, {
        uid: "tech-cy",
        email: "cy@example.com",
        input: { ...input, ...change },
        submit,
        now,
      });
    // A draft may be saved first: the ZIP codes are kept with the hours,
    // which belong to a saved profile.
    expect(await save(false)).toMatchObject({ ok: true });
    expect(await save(true)).toEqual({
      ok: false,
      errors: { remote: expect.stringContaining("Say where you work") },
    });
    await db
      .update(techProfiles)
      .set({ zips: ["10001"] })
      .where(eq(techProfiles.uid, "tech-cy"));
    expect(await save(true)).toMatchObject({
      ok: true,
      profile: { status: "review" },
    });
  });
});
