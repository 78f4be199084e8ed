/**
 * Counts requests per client address in this server's memory, over a sliding
 * window. Enough for one server; several servers would each count on their own.
 */
export function createRateLimiter({
  windowMs,
  maxKeys = 10_000,
}: {
  windowMs: number;
  maxKeys?: number;
}) {
  const hits = new Map<string, number[]>();

  function forget(now: number) {
    for (const [key, times] of hits) {
      if (times.at(-1)! <= now - windowMs) hits.delete(key);
    }
    // Still full (a flood of distinct addresses): drop the oldest entries.
    for (const key of hits.keys()) {
      if (hits.size < maxKeys) break;
      hits.delete(key);
    }
  }

  return {
    /** Records a request and says whether it is within `limit` for the window. */
    allow(key: string, limit: number, now = Date.now()): boolean {
      const recent = (hits.get(key) ?? []).filter((t) => t > now - windowMs);
      if (recent.length >= limit) {
        hits.set(key, recent);
        return false;
      }
      if (!hits.has(key) && hits.size >= maxKeys) forget(now);
      hits.delete(key);
      hits.set(key, [...recent, now]);
      return true;
    },
  };
}

/** FORM_RATE_LIMIT as a whole number of requests, or the default when unset or not a number. */
export function rateLimitFrom(
  value: string | undefined,
  fallback: number,
): number {
  const parsed = Number(value);
  return value && Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/**
 * The client's address. Next.js puts the connection's address in
 * X-Forwarded-For when a request arrives without one, and proxy.ts removes a
 * client's own header unless a trusted proxy sits in front (FORM_TRUST_PROXY),
 * whose address for the client is then the last entry.
 */
export function clientAddress(forwardedFor: string | null): string {
  const last = forwardedFor?.split(",").at(-1)?.trim();
  return last ? last.slice(0, 64) : "unknown";
}

export function trustsProxy(value: string | undefined): boolean {
  return value === "1" || value === "true";
}
