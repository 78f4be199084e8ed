import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { sql } from "./bookings-db";
import {
  newDatabase,
  startApp,
  startCache,
  startNginx,
  stopAll,
  techOnDesk,
  type Part,
} from "./cluster";
import { expect, test } from "./fixtures";
import { forgePost, serviceLine } from "./requests";

// Faults of a deployment of several servers (docs/several-servers.md), on
// one started here: two app servers on a database of their own, sharing a
// redis-server, behind nginx. The cache server stops and comes back; then one
// app server is killed in a rush of bookings.

test.describe.configure({ mode: "serial" });

let database = "";
let cache: Part & { port: number };
let apps: Part[] = [];
let nginx: Part;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  database = await newDatabase();
  cache = await startCache();
  apps = await Promise.all([
    startApp(database, cache.url),
    startApp(database, cache.url),
  ]);
  nginx = await startNginx(apps);
});

test.afterAll(stopAll);

/** The checkout's fields for a time window a week ahead. */
function windowBooking(email: string, attempt?: string): [string, string][] {
  const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  return [
    ...serviceLine("computer-tuneup"),
    ["firstName", "Rush"],
    ["lastName", "Hour"],
    ["phone", "(212) 555-0100"],
    ["email", email],
    ["date", date],
    ["time", "morning"],
    ...(attempt ? ([["attempt", attempt]] as [string, string][]) : []),
  ];
}

/**
 * Whether a connection to the local `port` holds bytes its server has not
 * read (/proc/net/tcp: state 01 is established, then the send and receive
 * queues): a request waiting at a stopped server.
 */
function requestWaitingAt(port: number): boolean {
  const local = `:${port.toString(16).toUpperCase().padStart(4, "0")}`;
  return readFileSync("/proc/net/tcp", "utf8")
    .split("\n")
    .slice(1)
    .some((line) => {
      const [, address, , state, queues] = line.trim().split(/\s+/);
      return (
        address?.endsWith(local) &&
        state === "01" &&
        parseInt(queues?.split(":")[1] ?? "0", 16) > 0
      );
    });
}

const referenceIn = (html: string) =>
  /Your reference is[^B]*(BP-[2-9A-HJ-NP-Z]{6})/.exec(html)?.[1];

test("with the cache server stopped the site serves and books, and says so in its log; once it is back, nothing changed meanwhile is read stale", async ({
  request,
}) => {
  test.setTimeout(90_000);
  const [one, two] = apps as [Part, Part];
  const { handle, act } = await techOnDesk(request, one.url);
  await act({ action: "publish" });
  // The second server reads the profile, now in the cache server.
  await expect
    .poll(async () =>
      (await request.get(`${two.url}/techs/${handle}`)).status(),
    )
    .toBe(200);

  cache.child.kill("SIGSTOP");
  try {
    // Hidden through the first: its revalidation cannot reach the cache.
    await act({ action: "hide", reason: "Prices for work off the site" });
    // The second waits at most a second for the cache, then reads PostgreSQL.
    await expect
      .poll(
        async () => (await request.get(`${two.url}/techs/${handle}`)).status(),
        { timeout: 5_000 },
      )
      .toBe(404);
    // Pre-rendered pages are the build's, with their inlined stylesheet.
    const home = await request.get(`${two.url}/`);
    expect(home.status()).toBe(200);
    expect(await home.text()).toMatch(/<style[^>]*>/);
    const { html } = await forgePost(
      request,
      `${two.url}/checkout`,
      windowBooking(`outage-${Date.now()}@example.com`),
    );
    expect(referenceIn(html)).toBeTruthy();
    for (const app of [one, two]) {
      expect(app.output()).toContain(
        "shared cache unreachable, serving without it",
      );
    }
  } finally {
    cache.child.kill("SIGCONT");
  }

  // Back: the entry read before the Tech was hidden is emptied, not served.
  await expect
    .poll(() => one.output() + two.output(), { timeout: 10_000 })
    .toContain("shared cache back, emptied of what may have gone stale");
  for (const app of [one, two]) {
    expect((await request.get(`${app.url}/techs/${handle}`)).status()).toBe(
      404,
    );
    expect(await (await request.get(`${app.url}/techs`)).text()).not.toContain(
      `/techs/${handle}"`,
    );
  }
});

test("a server killed with SIGKILL in a rush of 200 bookings behind nginx loses none and stores none twice; a visitor whose request died is told to send it again, and the retry books once", async ({
  request,
}) => {
  test.setTimeout(180_000);
  const run = Date.now().toString(36);
  const visitors = Array.from({ length: 200 }, (_, i) => ({
    email: `rush-${run}-${i}@example.com`,
    attempt: randomUUID(),
  }));
  const answered = new Map<string, string>();
  const died: string[] = [];
  let killed = false;
  // A server killed mid-answer resets the connection: no status at all.
  const send = (visitor: (typeof visitors)[number]) =>
    forgePost(
      request,
      `${nginx.url}/checkout`,
      windowBooking(visitor.email, visitor.attempt),
    ).catch((error: Error) => ({ status: 0, html: error.message }));
  let next = 0;
  const worker = async () => {
    while (next < visitors.length) {
      const visitor = visitors[next++]!;
      let answer = await send(visitor);
      if (!referenceIn(answer.html)) {
        died.push(visitor.email);
        // What nginx answers for a request its server died with before
        // answering; one that died mid-answer was cut off.
        if (answer.status !== 0) {
          expect(answer.status).toBe(503);
          expect(answer.html).toContain("send the form again");
        }
        answer = await send(visitor);
      }
      const reference = referenceIn(answer.html);
      expect(reference, answer.html.slice(0, 500)).toBeTruthy();
      answered.set(visitor.email, reference!);
    }
  };
  // After 40 bookings the first server is stopped, so the requests nginx
  // sends it wait in its socket; once one does, it is killed with them
  // unanswered. Killed at a moment chosen by the count alone, it could be
  // holding no request at all.
  const kill = async () => {
    const victim = apps[0]!;
    await expect
      .poll(() => answered.size, { timeout: 60_000 })
      .toBeGreaterThanOrEqual(40);
    victim.child.kill("SIGSTOP");
    await expect
      .poll(() => requestWaitingAt(Number(new URL(victim.url).port)), {
        message: "no request reached the stopped server",
        timeout: 30_000,
        intervals: [20],
      })
      .toBe(true);
    victim.child.kill("SIGKILL");
    killed = true;
  };
  await Promise.all([kill(), ...Array.from({ length: 20 }, worker)]);

  expect(killed).toBe(true);
  // Requests were under way on the killed server: their retries were tested.
  expect(died.length).toBeGreaterThan(0);
  const rows = await sql<{ email: string; reference: string }>(
    `select email, reference from bookings where email like $1`,
    [`rush-${run}-%`],
    database,
  );
  // Each visitor booked once, and was answered with that booking.
  expect(rows).toHaveLength(visitors.length);
  expect(new Map(rows.map((row) => [row.email, row.reference]))).toEqual(
    answered,
  );
});
