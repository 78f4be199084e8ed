import "server-only";
import {
  createHmac,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from "node:crypto";
import { eq } from "drizzle-orm";
import { remoteCode } from "@/data/remote-sessions";
import type { Database } from "@/lib/server/db/client";
import { serverSecrets } from "@/lib/server/db/schema";

const name = "remote-session-code";

/**
 * The key under which one-time codes are hashed: drawn once and kept in the
 * database, so every server and restart agree, and a copy of the sessions
 * table alone cannot be searched for codes.
 */
export async function remoteCodeSecret(db: Database): Promise<string> {
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

/** Nine digits from the system's cryptographic generator: 10⁹ codes, about 29.9 bits. */
export function drawCode(): string {
  return randomInt(0, 10 ** remoteCode.digits)
    .toString()
    .padStart(remoteCode.digits, "0");
}

/** HMAC-SHA256 of the code, bound to its request so a hash fits no other one. */
export function hashCode(secret: string, sessionId: number, code: string) {
  return createHmac("sha256", secret)
    .update(`${sessionId}:${code}`)
    .digest("hex");
}

export function codeMatches(
  secret: string,
  sessionId: number,
  code: string,
  stored: string | null,
): boolean {
  if (!stored) return false;
  const given = Buffer.from(hashCode(secret, sessionId, code), "hex");
  const kept = Buffer.from(stored, "hex");
  return given.length === kept.length && timingSafeEqual(given, kept);
}
