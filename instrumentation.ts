/**
 * Runs once when a Next.js server starts, before it answers a request. A
 * production server checks its settings and its build here and stops at once
 * when something is wrong (docs/product.md §14); then the database is opened
 * and migrated, and the outbox and retention work begin
 * (lib/server/background.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { refuseBadStart } = await import("@/lib/server/start-check");
  refuseBadStart();
  const { startBackgroundWork } = await import("@/lib/server/background");
  await startBackgroundWork();
}
