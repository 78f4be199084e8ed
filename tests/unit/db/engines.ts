import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { openDatabase, type Connection } from "@/lib/server/db/client";

const allEngines = ["embedded", "postgres"] as const;

export type Engine = (typeof allEngines)[number];

/**
 * The two engines every database test runs on: PGlite in memory, and the
 * PostgreSQL server that scripts/with-postgres.mjs starts for `npm run
 * test:unit` (TEST_DATABASE_URL). Each test file gets a database of its own.
 * TEST_ENGINES names one of them to run on alone, as each run on a day ahead
 * does (scripts/days-ahead.mjs); a name that is neither is refused.
 */
export const engines: readonly Engine[] = (() => {
  const named = process.env.TEST_ENGINES?.split(",").filter(Boolean);
  if (!named?.length) return allEngines;
  const unknown = named.filter(
    (name) => !(allEngines as readonly string[]).includes(name),
  );
  if (unknown.length > 0) {
    throw new Error(
      `TEST_ENGINES: ${unknown.join(", ")} is not one of ${allEngines.join(", ")}`,
    );
  }
  return allEngines.filter((engine) => named.includes(engine));
})();

export async function openTestDatabase(engine: Engine): Promise<Connection> {
  if (engine === "embedded") return openDatabase({ from: await template() });
  return openDatabase({ url: await createTestDatabase() });
}

let templateDump: Promise<Blob> | undefined;

/**
 * The migrated empty database that tests/unit/global-setup.ts dumped once for
 * the run: opening a copy of it takes about a second where initdb took five.
 * openDatabase still runs the migrations on the copy (none are left to apply).
 */
function template(): Promise<Blob> {
  const file = process.env.EMBEDDED_TEMPLATE;
  if (!file) {
    throw new Error(
      "EMBEDDED_TEMPLATE is not set: tests/unit/global-setup.ts makes it before the tests",
    );
  }
  templateDump ??= readFile(file).then((bytes) => new Blob([bytes]));
  return templateDump;
}

/**
 * A new, empty database on the PostgreSQL server of `npm run test:unit`, for
 * one test file; its URL, e.g. for DATABASE_URL when a test goes through the
 * server's own connection.
 */
export async function createTestDatabase(): Promise<string> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) {
    throw new Error(
      "TEST_DATABASE_URL is not set: run the database tests with `npm run test:unit`, which starts PostgreSQL (scripts/with-postgres.mjs)",
    );
  }
  const name = `test_${randomUUID().replaceAll("-", "")}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Empties every table between tests, keeping the schema. */
export async function emptyTables(connection: Connection): Promise<void> {
  await connection.db.execute(
    "truncate booking_events, message_events, membership_reminders, membership_events, memberships, notifications, bookings, messages, rate_limits restart identity cascade",
  );
}

/**
 * Runs `define` once per engine, with a database opened before the tests and
 * emptied before each one.
 */
export function eachEngine(
  define: (get: () => Connection, engine: Engine) => void,
): void {
  describe.each(engines)("on the %s engine", (engine) => {
    let connection: Connection | undefined;
    beforeAll(async () => {
      connection = await openTestDatabase(engine);
    }, 60_000);
    afterAll(async () => {
      await connection?.close();
    });
    beforeEach(async () => {
      await emptyTables(connection!);
    });
    define(() => connection!, engine);
  });
}
