import "server-only";
import { spawn } from "node:child_process";
import {
  existsSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { embeddedOptions, type Database } from "./client";
import { lockFolder } from "./folder-lock";

/**
 * Backups of both engines (docs/product.md §14.9): PostgreSQL's own
 * `pg_dump` custom format, restored with `pg_restore`; PGlite's own dump of
 * its data folder (`dumpDataDir`, a gzipped tar), restored by opening a new
 * folder from it. A restore goes only into an empty database.
 */

/** Which engine a backup file is for, from its first bytes. */
export function backupKind(file: string): "postgres" | "embedded" {
  const head = readFileSync(file).subarray(0, 5);
  if (head.toString("latin1") === "PGDMP") return "postgres";
  if (head[0] === 0x1f && head[1] === 0x8b) return "embedded";
  throw new Error(
    `${file} is neither a pg_dump custom-format file nor PGlite's gzipped dump`,
  );
}

/** A PostgreSQL client program: PG_BIN's, else the newest Debian one, else PATH's. */
export function postgresProgram(name: "pg_dump" | "pg_restore"): string {
  if (process.env.PG_BIN) return path.join(process.env.PG_BIN, name);
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, "bin", name)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions[0] ? path.join(root, versions[0], "bin", name) : name;
}

function run(program: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ["ignore", "ignore", "pipe"] });
    let errors = "";
    child.stderr.on("data", (chunk) => (errors += chunk));
    child.on("error", (error) =>
      reject(new Error(`${program} could not start: ${error.message}`)),
    );
    child.on("exit", (code) =>
      code === 0
        ? resolve()
        : reject(
            new Error(`${path.basename(program)} failed: ${errors.trim()}`),
          ),
    );
  });
}

/**
 * How many rows the site's tables hold, by table; an empty database holds
 * none but the rate-limit counters, which are not the site's data.
 */
export async function rowsHeld(db: Database): Promise<Record<string, number>> {
  // Both drivers answer with `rows`; the shared type does not say so.
  type Rows<T> = { rows: T[] };
  const tables = (await db.execute(
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'
        order by table_name`,
  )) as unknown as Rows<{ table_name: string }>;
  const held: Record<string, number> = {};
  for (const { table_name: table } of tables.rows) {
    if (table === "rate_limits") continue;
    const counted = (await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    )) as unknown as Rows<{ n: number }>;
    const n = Number(counted.rows[0]?.n ?? 0);
    if (n > 0) held[table] = n;
  }
  return held;
}

function refuseUnlessEmpty(held: Record<string, number>, where: string) {
  const listed = Object.entries(held).map(([table, n]) => `${n} in ${table}`);
  if (listed.length > 0) {
    throw new Error(
      `${where} is not empty (${listed.join(", ")}): a restore goes only into an empty database, so nothing was changed`,
    );
  }
}

/** Writes PostgreSQL's backup of the database at `url` to `file`. */
export async function backupPostgres(url: string, file: string): Promise<void> {
  await run(postgresProgram("pg_dump"), [
    "--format=custom",
    "--no-owner",
    "--no-privileges",
    `--file=${file}`,
    url,
  ]);
}

/**
 * Loads `file` into the database at `url`, which must hold no rows (a
 * database a server has only migrated is empty), in one transaction.
 */
export async function restorePostgres(
  url: string,
  db: Database,
  file: string,
): Promise<void> {
  refuseUnlessEmpty(await rowsHeld(db), "The database at DATABASE_URL");
  await run(postgresProgram("pg_restore"), [
    "--clean",
    "--if-exists",
    "--no-owner",
    "--no-privileges",
    "--single-transaction",
    `--dbname=${url}`,
    file,
  ]);
}

/** PGlite's own dump of an open database, as a gzipped tar. */
export async function dumpEmbedded(client: PGlite): Promise<Buffer> {
  const blob = await client.dumpDataDir("gzip");
  return Buffer.from(await blob.arrayBuffer());
}

/**
 * Backs up the folder `dir`, which no running process may hold (a running
 * server is asked through its backup route instead): opens it under its lock
 * and writes PGlite's dump to `file`.
 */
export async function backupEmbeddedFolder(
  dir: string,
  file: string,
): Promise<void> {
  const release = lockFolder(dir);
  try {
    const client = await PGlite.create(dir, embeddedOptions);
    try {
      writeFileSync(file, await dumpEmbedded(client));
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

/**
 * Makes `dir` the embedded database of `file`. The folder must be absent, or
 * hold a database with no rows; no process may hold it.
 */
export async function restoreEmbedded(
  dir: string,
  file: string,
): Promise<void> {
  const release = lockFolder(dir);
  try {
    if (existsSync(dir) && readdirSync(dir).length > 0) {
      const current = await PGlite.create(dir, embeddedOptions);
      try {
        refuseUnlessEmpty(
          await rowsHeld(drizzlePglite({ client: current }) as never),
          `The database folder ${dir}`,
        );
      } finally {
        await current.close();
      }
      rmSync(dir, { recursive: true, force: true });
    }
    const restored = await PGlite.create(dir, {
      ...embeddedOptions,
      loadDataDir: new Blob([readFileSync(file)]),
    });
    await restored.close();
  } finally {
    release();
  }
}
