// npm run cms -- migration NAME | import-map
//
// migration: writes the CMS's next migration into lib/server/db/
// cms-migrations, from the difference between payload.config.ts's
// collections and the last migration's snapshot, as `npm run db:generate`
// does for the site's own tables.
// import-map: writes app/(payload)/admin/importMap.js, the list of the
// admin's components Payload draws by name, after a change of collections
// or editor components.
// Payload's own CLI cannot load this checkout's `@/` imports
// (scripts/cms-script.mjs says why).
import { generateImportMap, getPayload } from "payload";
import config from "@/lib/server/cms/config";

const [command, name] = process.argv.slice(2);
const usage = "Usage: npm run cms -- migration NAME | import-map";
if (command === "import-map") {
  await generateImportMap(await config, { log: true, force: true });
} else if (command === "migration" && name) {
  const payload = await getPayload({
    config,
    disableOnInit: true,
    disableDBConnect: true,
  });
  await payload.db.createMigration({
    migrationName: name,
    payload,
    forceAcceptWarning: true,
    skipEmpty: true,
  });
} else {
  console.error(usage);
  process.exit(2);
}
process.exit(0);
