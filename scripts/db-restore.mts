// npm run db:restore FILE: loads a backup of npm run db:backup into the
// database the server uses (DATABASE_URL, or the folder DATABASE_DIR), which
// must be empty; a database that holds anything is refused and left as it is
// (docs/product.md §14.9). Stop the site first when it uses the embedded
// engine: the folder is locked to one process.
import { existsSync } from "node:fs";
import path from "node:path";
import {
  backupKind,
  restoreEmbedded,
  restorePostgres,
} from "@/lib/server/db/backup";
import { defaultDatabaseDir, openDatabase } from "@/lib/server/db/client";

const file = process.argv[2];
try {
  if (!file || !existsSync(file)) {
    throw new Error(
      `usage: npm run db:restore FILE (no file at "${file ?? ""}")`,
    );
  }
  const kind = backupKind(file);
  const url = process.env.DATABASE_URL || undefined;
  if (kind === "postgres") {
    if (!url) {
      throw new Error(
        `${file} is a PostgreSQL backup: set DATABASE_URL to the database to restore it into`,
      );
    }
    // Opening migrates an empty database, so the emptiness check has tables to read.
    const open = await openDatabase({ url });
    try {
      await restorePostgres(url, open.db, file);
    } finally {
      await open.close();
    }
  } else {
    if (url) {
      throw new Error(
        `${file} is a backup of the embedded engine: unset DATABASE_URL and set DATABASE_DIR to the folder to restore it into`,
      );
    }
    const dir = path.resolve(process.env.DATABASE_DIR || defaultDatabaseDir);
    await restoreEmbedded(dir, file);
    // Brings an older backup's schema up to date, as a server start would.
    await (await openDatabase({ dir })).close();
  }
  console.log(`Restored ${file}.`);
  process.exit(0);
} catch (error) {
  console.error(
    `Nothing was restored: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
