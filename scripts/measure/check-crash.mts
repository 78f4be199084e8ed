// npm run check:crash: nothing is lost when the server is killed mid-flight
// (docs/product.md §14.10). On the embedded engine and on PostgreSQL (the
// throwaway server of scripts/with-postgres.mjs), each in turn: the built site
// takes 50 bookings sent at once, is killed with SIGKILL after the first few
// confirmations, and is started again. Then:
//   1. every booking whose confirmation reached its client is in the database,
//      with its history;
//   2. no booking is there twice;
//   3. every notification is sent after the restart;
//   4. every mail carries the Message-ID derived from its notification, so a
//      resend is recognisably the same message.
// One line per engine; exits 1 when a check fails.
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc } from "drizzle-orm";
import pg from "pg";
import { notificationMessageId } from "@/lib/requests/message-id";
import { openDatabase } from "@/lib/server/db/client";
import { bookingEvents, bookings, notifications } from "@/lib/server/db/schema";
import { freePort } from "../free-port.mjs";
import { ensureBuild, startNext } from "./site-server.mjs";
import { startSmtpServer } from "../smtp-sink";

const total = 50;
const killAfter = 5;
const cronSecret = "check-crash-cron-secret-0123456789";
const mailFrom = "website@crash-check.example";

type Engine = { label: string; settings: Record<string, string> };

async function startSite(port: number, settings: Record<string, string>) {
  const { child } = await startNext(port, {
    env: {
      FORM_RATE_LIMIT: "1000000",
      CRON_SECRET: cronSecret,
      MAIL_FROM: mailFrom,
      PERIODIC_INTERVAL_SECONDS: "1",
      ...settings,
    },
    // Its own process group, so SIGKILL reaches everything it started.
    detached: true,
  });
  return child;
}

function kill(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // Already gone.
  }
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once("exit", () => resolve()));

/** The checkout's Server Action fields, as a browser without JavaScript posts them. */
async function actionFields(url: string): Promise<[string, string][]> {
  const html = await (await fetch(`${url}/checkout`)).text();
  return [
    ...html.matchAll(
      /<input type="hidden" name="(\$ACTION_[^"]+)"(?: value="([^"]*)")?/g,
    ),
  ].map(([, name, value = ""]) => [
    name!,
    value.replaceAll("&quot;", '"').replaceAll("&amp;", "&"),
  ]);
}

function booking(fields: [string, string][], n: number): FormData {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  for (const [name, value] of Object.entries({
    firstName: "Crash",
    lastName: `Check ${n}`,
    phone: "(212) 555-0100",
    email: `crash-${n}@example.com`,
    address1: "1 Main St",
    city: "New York",
    state: "NY",
    zip: "10001",
    date,
    time: "morning",
    service: "printer-installation",
  })) {
    form.append(name, value);
  }
  return form;
}

async function check({ label, settings }: Engine): Promise<boolean> {
  const started = performance.now();
  const smtp = await startSmtpServer(() => true);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const site = { ...settings, SMTP_URL: smtp.url };
  let server = await startSite(port, site);
  try {
    const fields = await actionFields(url);
    const confirmed = new Set<string>();
    let answered = 0;
    const posts = Array.from({ length: total }, async (_, n) => {
      try {
        const response = await fetch(`${url}/checkout`, {
          method: "POST",
          body: booking(fields, n),
          headers: { Origin: url },
        });
        const html = await response.text();
        const reference = /Your reference is[^]*?(BP-[2-9A-HJ-NP-Z]{6})/.exec(
          html,
        )?.[1];
        if (reference) confirmed.add(reference);
      } catch {
        // The connection died with the server: no confirmation reached us.
      }
      if (++answered === killAfter) kill(server, "SIGKILL");
    });
    await Promise.all(posts);
    kill(server, "SIGKILL");
    await exited(server);
    const mailedBeforeKill = smtp.taken.length;

    server = await startSite(port, site);
    // Everything unsent is due at start. On PostgreSQL a mail the killed
    // server had claimed waits out its claim (two minutes): wait until none is
    // pending there; the embedded engine frees claims at start, so a run that
    // sends nothing means it is done.
    const pending = settings.DATABASE_URL
      ? async () => {
          const client = new pg.Client({
            connectionString: settings.DATABASE_URL,
          });
          await client.connect();
          const { rows } = await client.query(
            "select count(*)::int as n from notifications where status = 'pending'",
          );
          await client.end();
          return rows[0].n as number;
        }
      : undefined;
    const until = Date.now() + 180_000;
    for (let round = 0; ; round++) {
      const response = await fetch(`${url}/api/cron`, {
        headers: { authorization: `Bearer ${cronSecret}` },
      });
      const body = (await response.json()) as {
        tasks: { name: string; result?: unknown }[];
      };
      const sent = body.tasks.find((t) => t.name === "outbox")?.result;
      if (sent === 0 && round > 0 && (!pending || (await pending()) === 0)) {
        break;
      }
      if (Date.now() > until) throw new Error("the outbox never emptied");
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    kill(server, "SIGTERM");
    await exited(server);

    const open = await openDatabase(
      settings.DATABASE_URL
        ? { url: settings.DATABASE_URL }
        : { dir: settings.DATABASE_DIR },
    );
    try {
      const kept = await open.db
        .select()
        .from(bookings)
        .orderBy(asc(bookings.id));
      const history = await open.db.select().from(bookingEvents);
      const mail = await open.db.select().from(notifications);
      const problems: string[] = [];
      const references = new Map(kept.map((b) => [b.reference, b]));
      for (const reference of confirmed) {
        const row = references.get(reference);
        if (!row) problems.push(`${reference} was confirmed but is not kept`);
        else if (!history.some((e) => e.bookingId === row.id)) {
          problems.push(`${reference} has no history`);
        }
      }
      const emails = kept.map((b) => b.email);
      const twice = emails.filter((e, i) => emails.indexOf(e) !== i);
      if (twice.length > 0) problems.push(`kept twice: ${twice.join(", ")}`);
      const unsent = mail.filter((m) => m.status !== "sent");
      if (unsent.length > 0) {
        problems.push(`${unsent.length} notifications not sent`);
      }
      const expected = new Map(
        mail.map((m) => [notificationMessageId(m, mailFrom), m]),
      );
      const seen = smtp.taken.map(
        (raw) => /^Message-ID: (.+)$/im.exec(raw)?.[1]?.trim() ?? "(none)",
      );
      const strangers = seen.filter((id) => !expected.has(id));
      if (strangers.length > 0) {
        problems.push(
          `${strangers.length} mails without their notification's Message-ID`,
        );
      }
      const missing = [...expected.keys()].filter((id) => !seen.includes(id));
      if (missing.length > 0) problems.push(`${missing.length} never mailed`);
      const resent = seen.length - new Set(seen).size;
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `${label}: ${problems.length === 0 ? "OK" : "FAILED"}: ${total} sent, killed after ${killAfter} answers; ${confirmed.size} confirmed to their client, ${kept.length} kept (${kept.length - confirmed.size} never confirmed), 0 lost, ${twice.length} twice; ${mail.length} notifications all sent (${mailedBeforeKill} before the kill, ${seen.length - mailedBeforeKill} after the restart), ${resent} resent with the same Message-ID; ${seconds} s${problems.length ? `\n  - ${problems.join("\n  - ")}` : ""}`,
      );
      return problems.length === 0;
    } finally {
      await open.close();
    }
  } finally {
    kill(server, "SIGKILL");
    await smtp.close();
  }
}

const postgres = process.env.TEST_DATABASE_URL;
if (!postgres) {
  throw new Error("run through `npm run check:crash`, which starts PostgreSQL");
}
ensureBuild();
const base = mkdtempSync(path.join(tmpdir(), "check-crash-"));
const admin = new pg.Client({ connectionString: postgres });
await admin.connect();
await admin.query("create database check_crash");
await admin.end();
const crashUrl = new URL(postgres);
crashUrl.pathname = "/check_crash";
let ok = true;
try {
  for (const engine of [
    {
      label: "embedded (PGlite)",
      settings: { DATABASE_DIR: path.join(base, "pglite"), DATABASE_URL: "" },
    },
    { label: "PostgreSQL", settings: { DATABASE_URL: crashUrl.toString() } },
  ]) {
    ok = (await check(engine)) && ok;
  }
} finally {
  rmSync(base, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
