// npm run bench:problems: the time the server's writer takes to post a bid
// and to accept one (docs/product.md §18), p50 and p95 of BENCH_PROBLEMS
// (default 200) one at a time, on the embedded engine (a new folder) and on a
// throwaway PostgreSQL (scripts/with-postgres.mjs). It measures the
// transaction alone: the ID token's check before it is the same for every
// route and is measured by npm run bench:techs.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase, type Connection } from "@/lib/server/db/client";
import { techProfiles } from "@/lib/server/db/schema";
import { acceptBid } from "@/lib/server/problems/accept";
import { postProblem } from "@/lib/server/problems/client";
import { placeBid } from "@/lib/server/problems/tech";
import { quantiles } from "./bench-parts.mts";

const count = Number(process.env.BENCH_PROBLEMS) || 200;
const client = { uid: "bench-client", email: "client@example.com" };
const tech = { uid: "bench-tech", email: "tech@example.com", by: "tech bench" };
const text = {
  handle: "bench-tech",
  displayName: "Bench Tech",
  headline: "Printers",
  about: "Ten years.",
  skills: ["printer-setup"],
  ownSkills: [],
  remote: true,
  years: 10,
  languages: ["English"],
};
const problem = {
  title: "Printer prints blank pages",
  description: "Since the update every page is blank.",
  kind: "printer" as const,
  device: "HP LaserJet",
  contactMethod: "remote" as const,
  visibility: "everyone" as const,
  chosen: [],
  firstName: "Cleo",
  lastName: "Park",
  phone: "347-555-0100",
};
const offer = {
  price: 90,
  startDate: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10),
  timeWindow: "morning" as const,
  message: "I can look at it remotely.",
};

async function measure(label: string, connection: Connection) {
  const { db } = connection;
  await db.insert(techProfiles).values({
    uid: tech.uid,
    handle: text.handle,
    status: "published",
    text,
    published: text,
    email: tech.email,
    firstPublishedAt: new Date(),
  });
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const posted = await postProblem(db, client, problem, new Date());
    if (!posted.ok) throw new Error(`${label}: a post was refused`);
    ids.push(posted.publicId);
  }
  const bidTimes: number[] = [];
  const bids: string[] = [];
  for (const id of ids) {
    const started = performance.now();
    const outcome = await placeBid(db, tech, id, offer, new Date());
    bidTimes.push(performance.now() - started);
    if (!outcome.ok) throw new Error(`${label}: a bid was refused`);
    bids.push(outcome.bid.publicId);
  }
  const acceptTimes: number[] = [];
  for (const [i, id] of ids.entries()) {
    const started = performance.now();
    const outcome = await acceptBid(db, client, id, bids[i]!, new Date());
    acceptTimes.push(performance.now() - started);
    if (!outcome.ok) throw new Error(`${label}: an accept was refused`);
  }
  await connection.close();
  return `| ${label} | ${quantiles(bidTimes)} | ${quantiles(acceptTimes)} |`;
}

const base = mkdtempSync(path.join(tmpdir(), "bench-problems-"));
try {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) {
    throw new Error(
      "run through npm run bench:problems, which starts PostgreSQL",
    );
  }
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query("create database bench_problems");
  await admin.end();
  const url = new URL(server);
  url.pathname = "/bench_problems";
  const rows = [
    await measure(
      "embedded (PGlite)",
      await openDatabase({ dir: path.join(base, "pglite") }),
    ),
    await measure("PostgreSQL", await openDatabase({ url: url.toString() })),
  ];
  console.log(`\n${count} problems, one bid each, one at a time:\n`);
  console.log("| engine | bid p50 | bid p95 | accept p50 | accept p95 |");
  console.log("| --- | --- | --- | --- | --- |");
  for (const row of rows) console.log(row);
} finally {
  rmSync(base, { recursive: true, force: true });
}
process.exit(0);
