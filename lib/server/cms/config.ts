import "server-only";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { buildConfig } from "payload";
import { defaultLocale, locales } from "@/data/locale";
import { coversCollection } from "./covers";
import { cmsDatabase } from "./engine";
import { editorsCollection } from "./editors";
import { fieldReasons } from "./errors";
import { pageCollections } from "./pages";
import { reviewLinksCollection } from "./review-links";
import { servicesCollection } from "./services";
import { startCms } from "./start";

/**
 * The CMS (docs/cms.md): Payload, inside this app at /admin, on the site's
 * own database. Its sign-in is ours (lib/server/cms/editors.ts): Payload's
 * own tokens are never issued, so its secret only has to be unguessable.
 */
export default buildConfig({
  secret: randomBytes(32).toString("hex"),
  telemetry: false,
  routes: { admin: "/admin", api: "/admin/api" },
  admin: {
    user: editorsCollection.slug,
    // Gravatar's pictures would be the admin's only request to another site.
    avatar: "default",
    importMap: {
      importMapFile: path.resolve("app/(payload)/admin/importMap.js"),
    },
    meta: { titleSuffix: " · Content", robots: "noindex, nofollow" },
  },
  db: cmsDatabase(),
  collections: [
    servicesCollection,
    coversCollection,
    ...pageCollections,
    reviewLinksCollection,
    editorsCollection,
  ],
  localization: {
    locales: [...locales],
    defaultLocale,
    fallback: false,
  },
  typescript: { autoGenerate: false },
  graphQL: { disablePlaygroundInProduction: true },
  logger: { options: { level: "warn" } },
  // A refusal or a field's check is an answer to the editor, not the server's fault.
  loggingLevels: {
    Forbidden: "info",
    ValidationError: "info",
    APIError: "info",
  },
  hooks: { afterError: [fieldReasons] },
  onInit: startCms,
});
