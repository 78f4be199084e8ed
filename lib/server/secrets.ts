import "server-only";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { serverSecrets } from "@/lib/server/db/schema";

/** Keys already read, per database: a stored key never changes once written. */
const known = new WeakMap<Database, Map<string, Promise<string>>>();

/**
 * A key the server draws once and keeps in the database under `name`, so
 * every server and every restart agree on it. The first server to ask
 * writes it; the others read what that one wrote. Each process reads it
 * once: a booking would otherwise spend two queries on it, twice.
 */
export function storedSecret(db: Database, name: string): Promise<string> {
  let keys = known.get(db);
  if (!keys) known.set(db, (keys = new Map()));
  let key = keys.get(name);
  if (!key) {
    key = readOrDraw(db, name);
    keys.set(name, key);
    // A failed read (the database was down) is not remembered.
    key.catch(() => keys.delete(name));
  }
  return key;
}

async function readOrDraw(db: Database, name: string): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  return row!.value;
}

/**
 * The key that signs the manage view's access tokens: BOOKING_TOKEN_SECRET
 * when set (production sets it; at least 32 characters), else a stored one.
 */
export async function bookingTokenSecret(
  db: Database,
  env: Record<string, string | undefined> = process.env,
): Promise<string> {
  const configured = env.BOOKING_TOKEN_SECRET;
  if (configured && configured.length >= 32) return configured;
  return storedSecret(db, "booking-access");
}
