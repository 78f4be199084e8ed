/** @jest-environment node */
import { closeDatabase, openDatabase } from "@/lib/server/db/client";
import { cspReports } from "@/lib/server/db/schema";
import { recordCspReport } from "@/lib/server/csp-reports";
import { createTestDatabase } from "./engines";

// recordCspReport writes through the server's own connection, which reads
// DATABASE_URL: point it at a database of this test's own.
it("stores each violation report in the site's database", async () => {
  const url = await createTestDatabase();
  process.env.DATABASE_URL = url;
  const report = {
    documentUrl: "http://127.0.0.1:3100/about-us",
    blockedUrl: "inline",
    directive: "script-src-elem",
    disposition: "enforce",
    sourceFile: "http://127.0.0.1:3100/about-us",
    line: 1,
    column: 2,
    sample: "alert(1)",
  };
  await recordCspReport(report, "203.0.113.7");
  const check = await openDatabase({ url });
  try {
    expect(await check.db.select().from(cspReports)).toMatchObject([report]);
  } finally {
    await check.close();
    await closeDatabase();
  }
});
