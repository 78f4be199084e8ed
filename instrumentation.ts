/**
 * Runs once when a Next.js server starts, before it answers a request. A
 * production server checks its settings and its build here and stops at once
 * when something is wrong (docs/product.md §12).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { refuseBadStart } = await import("@/lib/server/start-check");
  refuseBadStart();
}
