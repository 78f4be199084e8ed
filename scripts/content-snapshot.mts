// Run by `npm run build` before `next build`: writes the published content
// from the database (DATABASE_URL, or the embedded one in DATABASE_DIR or
// .data/pglite, seeded with today's content when fresh) to the file the
// pre-rendered pages read (lib/server/cms/snapshot.ts says why a file).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { readContent } from "@/lib/server/cms/published";
import { contentSnapshotFile } from "@/lib/server/cms/snapshot";
import { closeDatabase } from "@/lib/server/db/client";

const started = Date.now();
const content = await readContent({ draft: false });
mkdirSync(path.dirname(contentSnapshotFile), { recursive: true });
writeFileSync(contentSnapshotFile, JSON.stringify(content));
await closeDatabase();
const services = Object.keys(content.services.en).length;
const pages = Object.values(content.pages).reduce(
  (sum, kind) => sum + Object.keys(kind?.en ?? {}).length,
  0,
);
console.log(
  `Published content: ${services} services and ${pages} other pages, read in ${Date.now() - started} ms.`,
);
process.exit(0);
