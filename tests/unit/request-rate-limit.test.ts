import {
  clientAddress,
  createRateLimiter,
  rateLimitFrom,
  trustsProxy,
} from "@/lib/requests/rate-limit";

describe("rate limit", () => {
  it("allows 10 requests per window per address, then refuses the eleventh", () => {
    const limiter = createRateLimiter({ windowMs: 600_000 });
    const answers = Array.from({ length: 11 }, (_, i) =>
      limiter.allow("198.51.100.7", 10, 1_000 + i),
    );
    expect(answers).toEqual([...Array(10).fill(true), false]);
    expect(limiter.allow("198.51.100.8", 10, 2_000)).toBe(true);
  });

  it("allows again once the oldest request has left the window", () => {
    const limiter = createRateLimiter({ windowMs: 600_000 });
    for (let i = 0; i < 10; i++) limiter.allow("a", 10, i * 1000);
    expect(limiter.allow("a", 10, 599_999)).toBe(false);
    expect(limiter.allow("a", 10, 600_001)).toBe(true);
  });

  it("keeps at most maxKeys addresses in memory", () => {
    const limiter = createRateLimiter({ windowMs: 600_000, maxKeys: 3 });
    for (const key of ["a", "b", "c", "d"]) limiter.allow(key, 1, 0);
    // "a" was forgotten to make room, so it may send again.
    expect(limiter.allow("a", 1, 1)).toBe(true);
    expect(limiter.allow("d", 1, 1)).toBe(false);
  });

  it("reads FORM_RATE_LIMIT as a positive whole number", () => {
    expect(rateLimitFrom(undefined, 10)).toBe(10);
    expect(rateLimitFrom("", 10)).toBe(10);
    expect(rateLimitFrom("250", 10)).toBe(250);
    expect(rateLimitFrom("0", 10)).toBe(10);
    expect(rateLimitFrom("ten", 10)).toBe(10);
    expect(rateLimitFrom("2.5", 10)).toBe(10);
  });

  it("takes the client address from the last X-Forwarded-For entry", () => {
    expect(clientAddress("127.0.0.1")).toBe("127.0.0.1");
    expect(clientAddress("203.0.113.9, 10.0.0.2")).toBe("10.0.0.2");
    expect(clientAddress(null)).toBe("unknown");
    expect(clientAddress("")).toBe("unknown");
    expect(trustsProxy("1")).toBe(true);
    expect(trustsProxy("true")).toBe(true);
    expect(trustsProxy(undefined)).toBe(false);
    expect(trustsProxy("0")).toBe(false);
  });
});
