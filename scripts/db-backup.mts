// npm run db:backup [FILE]: one file holding the whole database
// (docs/product.md §14.9). PostgreSQL (DATABASE_URL): pg_dump's custom format.
// The embedded engine (DATABASE_DIR): PGlite's own dump of its folder; while a
// server holds the folder, that server takes it (POST /api/backup, with
// CRON_SECRET) at BACKUP_FROM (default http://127.0.0.1:$PORT, port 3000).
import { existsSync, mkdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { backupEmbeddedFolder, backupPostgres } from "@/lib/server/db/backup";
import { defaultDatabaseDir } from "@/lib/server/db/client";
import { FolderLockedError } from "@/lib/server/db/folder-lock";

const url = process.env.DATABASE_URL || undefined;
const stamp = new Date().toISOString().replaceAll(":", "-").slice(0, 19);
const file = path.resolve(
  process.argv[2] ??
    `backups/brightpath-${url ? "postgres" : "embedded"}-${stamp}.${url ? "dump" : "tar.gz"}`,
);
mkdirSync(path.dirname(file), { recursive: true });
const started = performance.now();

async function fromRunningServer(dir: string): Promise<void> {
  const secret = process.env.CRON_SECRET;
  const site =
    process.env.BACKUP_FROM || `http://127.0.0.1:${process.env.PORT || 3000}`;
  if (!secret) {
    throw new Error(
      `a server holds ${dir}, and without CRON_SECRET (the same as the server's) it cannot be asked for the backup; set it, or stop the server`,
    );
  }
  const response = await fetch(`${site}/api/backup`, {
    method: "POST",
    headers: { authorization: `Bearer ${secret}` },
  });
  if (!response.ok) {
    throw new Error(
      `the server at ${site} answered ${response.status}: ${await response.text()}`,
    );
  }
  writeFileSync(file, Buffer.from(await response.arrayBuffer()));
}

try {
  if (url) {
    await backupPostgres(url, file);
  } else {
    const dir = path.resolve(process.env.DATABASE_DIR || defaultDatabaseDir);
    if (!existsSync(dir)) throw new Error(`there is no database in ${dir}`);
    try {
      await backupEmbeddedFolder(dir, file);
    } catch (error) {
      if (!(error instanceof FolderLockedError)) throw error;
      await fromRunningServer(dir);
    }
  }
  const { size } = statSync(file);
  console.log(
    `Backed up to ${file} (${(size / 1024).toFixed(0)} KB in ${((performance.now() - started) / 1000).toFixed(1)} s).`,
  );
  process.exit(0);
} catch (error) {
  console.error(
    `The backup failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
