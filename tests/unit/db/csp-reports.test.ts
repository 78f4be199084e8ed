/** @jest-environment node */
import { randomUUID } from "node:crypto";
import pg from "pg";
import { closeDatabase, openDatabase } from "@/lib/server/db/client";
import { cspReports } from "@/lib/server/db/schema";
import { recordCspReport } from "@/lib/server/csp-reports";

// recordCspReport writes through the server's own connection, which reads
// DATABASE_URL: point it at a database of this test's own.
it("stores each violation report in the site's database", async () => {
  const server = process.env.TEST_DATABASE_URL;
  if (!server)
    throw new Error("run with `npm run test:unit` (TEST_DATABASE_URL)");
  const name = `csp_${randomUUID().replaceAll("-", "")}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
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
  const check = await openDatabase({ url: url.toString() });
  try {
    expect(await check.db.select().from(cspReports)).toMatchObject([report]);
  } finally {
    await check.close();
    await closeDatabase();
  }
});
