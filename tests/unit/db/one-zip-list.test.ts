/** @jest-environment node */
import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { techProfiles } from "@/lib/server/db/schema";
import { demoTechRow } from "@/lib/server/scheduling/demo";
import { eachEngine } from "./engines";

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
});
