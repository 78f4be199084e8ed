import "server-only";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { lockFolder } from "./folder-lock";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The handle a `db.transaction` callback is given. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export type Connection = {
  readonly db: Database;
  /** "postgres" for a server at DATABASE_URL, "embedded" for PGlite. */
  readonly engine: "postgres" | "embedded";
  readonly close: () => Promise<void>;
  /** The embedded engine's own dump of its folder, taken while it runs (./backup.ts). */
  readonly dump?: () => Promise<Blob>;
  /** The embedded engine itself, which the CMS shares (lib/server/cms/engine.ts). */
  readonly pglite?: PGlite;
};

const migrationsFolder = path.join(
  /*turbopackIgnore: true*/ process.cwd(),
  "lib/server/db/migrations",
);

/** Any number, the same in every server: only one of them migrates at a time. */
const migrationLock = 7_314_202;

/**
 * Opens the database and brings its schema up to date: a PostgreSQL server
 * when `url` is given, else PGlite, the embedded engine, keeping its files in
 * `dir` (in memory when `dir` is undefined), which this process then holds
 * alone until it closes it (./folder-lock.ts). An embedded database opened
 * `from` a dump starts as a copy of it, without the seconds of initdb.
 */
export async function openDatabase({
  url,
  dir,
  from,
}: {
  url?: string;
  dir?: string;
  from?: Blob;
}): Promise<Connection> {
  if (url) {
    // Several servers may start at once: one migrates, the others wait for it.
    const client = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: 5_000,
    });
    await client.connect();
    try {
      await client.query("select pg_advisory_lock($1)", [migrationLock]);
      await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder });
    } finally {
      await client.end();
    }
    const pool = new pg.Pool({
      connectionString: url,
      connectionTimeoutMillis: 5_000,
      max: 10,
    });
    // An idle connection that the server drops must not crash the process.
    pool.on("error", (error) => console.error("Database:", error.message));
    return {
      db: drizzleNodePg({ client: pool, schema }) as unknown as Database,
      engine: "postgres",
      close: () => pool.end(),
    };
  }
  let release = () => {};
  if (dir) {
    mkdirSync(dir, { recursive: true });
    release = lockFolder(dir);
  }
  try {
    const client = await PGlite.create(dir, {
      ...embeddedOptions,
      loadDataDir: from,
    });
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      engine: "embedded",
      pglite: client,
      dump: () => client.dumpDataDir("gzip"),
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * What every embedded database is opened with: `btree_gist` from PGlite's
 * contrib, which the exclusion constraint of migration 0005 needs
 * (docs/product.md §23.5), as PostgreSQL has it in its own contrib.
 */
export const embeddedOptions = {
  extensions: { btree_gist },
} satisfies PGliteOptions;

/** Where the embedded engine keeps its files when DATABASE_URL is not set. */
export const defaultDatabaseDir = ".data/pglite";

type Shared = { connecting?: Promise<Connection> };
// One connection per process, kept on globalThis: the bundler may load this
// module more than once, and two PGlite instances on one folder corrupt it.
const shared = ((globalThis as { __database?: Shared }).__database ??= {});

/**
 * The site's database, opened on first use from DATABASE_URL or DATABASE_DIR.
 * A failure is not remembered, so a database that comes back is used again.
 */
export function database(): Promise<Database> {
  return connection().then(({ db }) => db);
}

/** The site's database with its engine; see `database()`. */
export function connection(): Promise<Connection> {
  shared.connecting ??= openDatabase({
    url: process.env.DATABASE_URL || undefined,
    dir: path.resolve(
      /*turbopackIgnore: true*/ process.env.DATABASE_DIR || defaultDatabaseDir,
    ),
  }).catch((error) => {
    shared.connecting = undefined;
    throw error;
  });
  return shared.connecting;
}

/** Closes the process's connection, for a script or test that is done; the next use opens it again. */
export async function closeDatabase(): Promise<void> {
  const connecting = shared.connecting;
  shared.connecting = undefined;
  if (connecting) await (await connecting).close();
}
