import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * Whether an `Authorization` header carries `Bearer <secret>`, the way Vercel
 * Cron calls a route. Compared in constant time (over digests, so the
 * lengths match too). With no secret configured nothing is authorised.
 */
export function bearerMatches(
  authorization: string | null,
  secret: string | undefined,
): boolean {
  const expected = secret?.trim();
  if (!expected || authorization === null) return false;
  return timingSafeEqual(digest(authorization), digest(`Bearer ${expected}`));
}
