/**
 * Runs once when a Next.js server starts, before it answers a request. A
 * production server checks its settings and its build here and stops at once
 * when something is wrong (docs/product.md §14); then the database is opened
 * and migrated, and the periodic work begins (lib/server/server-start.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // `next build` may load this too; it serves nothing and opens no database.
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { refuseBadStart } = await import("@/lib/server/start-check");
  refuseBadStart();
  const { startBackgroundWork } = await import("@/lib/server/server-start");
  await startBackgroundWork();
}
