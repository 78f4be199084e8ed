import "server-only";
import { connection } from "@/lib/server/db/client";
import { FolderLockedError } from "@/lib/server/db/folder-lock";
import { releaseClaims, retryUnsentNow } from "@/lib/server/outbox";
import { runSitePeriodicWork } from "@/lib/server/periodic";
import { seedDemoTechs } from "@/lib/server/scheduling/demo";
import { demoTechsWanted } from "@/lib/settings";
import { watchPublishedContent } from "@/lib/server/cms/live";
import { openCms } from "@/lib/server/cms/published";

type State = {
  started?: boolean;
  periodic?: Promise<void>;
};
const state = ((globalThis as { __serverStart?: State }).__serverStart ??= {});

function log(what: string, error: unknown) {
  console.error(`${what}:`, error instanceof Error ? error.message : error);
}

/** One periodic run, logged; a run still going when the timer fires again is not doubled. */
function periodicRound(): Promise<void> {
  state.periodic ??= runSitePeriodicWork(new Date())
    .then((outcomes) => {
      for (const outcome of outcomes) {
        if (!outcome.ok) log(`Periodic task "${outcome.name}"`, outcome.error);
      }
    })
    .finally(() => {
      state.periodic = undefined;
    });
  return state.periodic;
}

/**
 * What a server does beside answering requests (docs/product.md §14.7): opens
 * the database (which applies migrations) before it takes a request, makes
 * unsent mail due at once, and, where the process lives on (not on Vercel,
 * whose cron calls /api/cron instead), runs the periodic work at once and then
 * every PERIODIC_INTERVAL_SECONDS (default 60). A folder locked by another
 * process stops this one; a database that is down is logged, not fatal: static pages are served and the forms give their
 * fallback until it is back.
 */
export async function startBackgroundWork(): Promise<void> {
  if (state.started) return;
  state.started = true;
  // The one line that tells an operator which runtime serves (README.md).
  console.log(`Serving on Node.js ${process.version}`);
  try {
    const { db, engine } = await connection();
    const now = new Date();
    // The embedded engine's folder is locked to this process: a claim in it
    // is a dead process's, and can be taken back at once.
    if (engine === "embedded") await releaseClaims(db);
    await retryUnsentNow(db, now);
    // `npm start`, the local run, seeds an empty embedded database with two
    // demo Techs, so a fresh clone can book a time (docs/product.md §23.8).
    if (engine === "embedded" && demoTechsWanted(process.env)) {
      if (await seedDemoTechs(db, now)) console.log("Seeded the demo Techs.");
    }
    // The CMS's migrations and a fresh database's first content, before the
    // first booking asks it for a price; then the watch for a publish made
    // since the build.
    await openCms();
    watchPublishedContent();
  } catch (error) {
    // Another process has the embedded engine's folder: serving beside it
    // would corrupt it, so this server does not start.
    if (error instanceof FolderLockedError) {
      console.error(`The server did not start: ${error.message}`);
      process.exit(1);
    }
    log("Database unavailable at start", error);
  }
  if (process.env.VERCEL) return;
  const seconds = Number(process.env.PERIODIC_INTERVAL_SECONDS) || 60;
  void periodicRound();
  setInterval(periodicRound, seconds * 1000).unref();
}
