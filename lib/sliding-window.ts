/**
 * One client's request times over a sliding window: whether one more request
 * is within `limit`, and the times to keep. A refused request is not counted,
 * so a client that waits is let in again when its oldest request leaves the
 * window.
 */
export function admit(
  hits: readonly Date[],
  now: Date,
  { windowMs, limit }: { windowMs: number; limit: number },
): { allowed: boolean; hits: Date[] } {
  const since = now.getTime() - windowMs;
  const recent = hits.filter((t) => t.getTime() > since);
  if (recent.length >= limit) return { allowed: false, hits: recent };
  return { allowed: true, hits: [...recent, now] };
}

/** FORM_RATE_LIMIT as a whole number of requests, or the default when unset or not a number. */
export function rateLimitFrom(
  value: string | undefined,
  fallback: number,
): number {
  const parsed = Number(value);
  return value && Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}
