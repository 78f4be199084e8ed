/** @jest-environment node */
import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { techProfiles } from "@/lib/server/db/schema";
import { demoTechRow } from "@/lib/server/scheduling/demo";
import { eachEngine } from "./engines";

// Migration 0008 already ran on the empty database; its UPDATE touches only
// rows that still carry the key, so running it again on a row written in the
// old shape is what a live database sees.
const migration = readFileSync(
  "lib/server/db/migrations/0008_one_zip_list.sql",
  "utf8",
);

eachEngine((connection) => {
  it("keeps the union of the column and the profile text's ZIP codes in the column, and drops the key (issue 61 item 10)", async () => {
    const { db } = connection();
    await db.delete(techProfiles);
    const row = demoTechRow({
      uid: "tech-bo",
      handle: "bo",
      displayName: "Bo",
      headline: "Networks",
      zips: "10002",
      publishedAt: new Date("2026-11-30T12:00:00Z"),
    });
    await db.insert(techProfiles).values({
      ...row,
      zips: ["10003", "10001"],
      text: { ...row.text, zips: ["10002", "10001"] } as typeof row.text,
      published: { ...row.text, zips: ["10004"] } as typeof row.text,
      demo: false,
    });
    await db.execute(migration);
    const [after] = await db
      .select()
      .from(techProfiles)
      .where(eq(techProfiles.uid, "tech-bo"));
    expect(after?.zips).toEqual(["10001", "10002", "10003", "10004"]);
    expect("zips" in (after?.text ?? {})).toBe(false);
    expect("zips" in (after?.published ?? {})).toBe(false);
  });
});
