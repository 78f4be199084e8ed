import "server-only";
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { remoteCode } from "@/data/remote-sessions";
import type { Database } from "@/lib/server/db/client";
import { storedSecret } from "@/lib/server/secrets";

/**
 * The key under which one-time codes are hashed, kept apart from the
 * sessions table, so that a copy of the table alone cannot be searched for
 * codes.
 */
export function remoteCodeSecret(db: Database): Promise<string> {
  return storedSecret(db, "remote-session-code");
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
