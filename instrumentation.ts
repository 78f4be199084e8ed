/**
 * Runs once when a server process starts, before it takes a request: the
 * database is opened and migrated, and the outbox and retention work begin
 * (lib/server/background.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { startBackgroundWork } = await import("@/lib/server/background");
    await startBackgroundWork();
  }
}
