import { mkdtempSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";

/**
 * One embedded database, migrated, dumped to a file for the whole run: each
 * database test opens a copy of it (tests/unit/db/engines.ts). The workers
 * start after this and inherit EMBEDDED_TEMPLATE. Jest runs this file outside
 * the test environment, where lib/server's `server-only` guard would throw,
 * so it opens PGlite as lib/server/db/client.ts does, with the same extension.
 */
export default async function globalSetup(): Promise<void> {
  const client = await PGlite.create(undefined, { extensions: { btree_gist } });
  try {
    await migrate(drizzle({ client }), {
      migrationsFolder: path.join(process.cwd(), "lib/server/db/migrations"),
    });
    const dump = await client.dumpDataDir("none");
    const file = path.join(
      mkdtempSync(path.join(tmpdir(), "embedded-template-")),
      "migrated.tar",
    );
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    process.env.EMBEDDED_TEMPLATE = file;
  } finally {
    await client.close();
  }
}
