import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * Whether an `Authorization` header carries `Bearer <secret>`, the way Vercel
 * Cron calls a route. Compared in constant time (over digests, so the
 * lengths match too). With no secret configured nothing is authorised.
 */
function bearerMatches(
  authorization: string | null,
  secret: string | undefined,
): boolean {
  const expected = secret?.trim();
  if (!expected || authorization === null) return false;
  return timingSafeEqual(digest(authorization), digest(`Bearer ${expected}`));
}

/**
 * The 401 for a scheduled route's caller without the secret, or undefined
 * when `Authorization: Bearer $CRON_SECRET` is there.
 */
export function refusedWithoutCronSecret(
  request: Request,
): Response | undefined {
  if (
    bearerMatches(request.headers.get("authorization"), process.env.CRON_SECRET)
  )
    return undefined;
  return Response.json(
    { error: "A valid Authorization: Bearer <CRON_SECRET> is required." },
    { status: 401 },
  );
}
