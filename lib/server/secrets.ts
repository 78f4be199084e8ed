import "server-only";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { serverSecrets } from "@/lib/server/db/schema";

/**
 * A key the server draws once and keeps in the database under `name`, so
 * every server and every restart agree on it. The first server to ask
 * writes it; the others read what that one wrote.
 */
export async function storedSecret(
  db: Database,
  name: string,
): Promise<string> {
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
