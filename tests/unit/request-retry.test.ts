import { admit } from "@/lib/sliding-window";
import { eraseChangedBefore } from "@/lib/requests/retention";
import { nextAttemptAt } from "@/lib/requests/retry";

const first = new Date("2026-11-23T12:00:00Z");

describe("the mail retry schedule", () => {
  it.each([
    [1, "2026-11-23T12:01:00.000Z"],
    [2, "2026-11-23T12:05:00.000Z"],
    [3, "2026-11-23T12:30:00.000Z"],
    [4, "2026-11-23T14:00:00.000Z"],
    [5, "2026-11-23T20:00:00.000Z"],
    [6, "2026-11-24T02:00:00.000Z"],
    [15, "2026-11-26T08:00:00.000Z"],
  ])("after %i failed tries, tries again at %s", (attempts, at) => {
    expect(nextAttemptAt(attempts, first)?.toISOString()).toBe(at);
  });

  it("gives up once three days have passed", () => {
    // Try 16 would be at 3 days 8 hours.
    expect(nextAttemptAt(16, first)).toBeUndefined();
  });
});

describe("the retention cutoff", () => {
  it.each([
    ["2026-11-23T12:00:00.000Z", "2024-11-23T12:00:00.000Z"],
    ["2026-02-28T00:00:00.000Z", "2024-02-28T00:00:00.000Z"],
    ["2026-03-31T08:00:00.000Z", "2024-03-31T08:00:00.000Z"],
  ])("24 months before %s is %s", (now, cutoff) => {
    expect(eraseChangedBefore(new Date(now)).toISOString()).toBe(cutoff);
  });

  it("a month end that the earlier month lacks becomes that month's last day", () => {
    expect(
      eraseChangedBefore(new Date("2026-03-31T00:00:00Z"), 1).toISOString(),
    ).toBe("2026-02-28T00:00:00.000Z");
  });
});

describe("admitting a request within the limit", () => {
  const rule = { windowMs: 10 * 60_000, limit: 2 };
  const at = (minute: number) => new Date(first.getTime() + minute * 60_000);

  it("lets in up to the limit in the window, and refuses one more without counting it", () => {
    const one = admit([], at(0), rule);
    const two = admit(one.hits, at(1), rule);
    const three = admit(two.hits, at(2), rule);
    expect([one.allowed, two.allowed, three.allowed]).toEqual([
      true,
      true,
      false,
    ]);
    expect(three.hits).toEqual([at(0), at(1)]);
  });

  it("lets a client in again once its oldest request leaves the window", () => {
    expect(admit([at(0), at(1)], at(10), rule)).toEqual({
      allowed: true,
      hits: [at(1), at(10)],
    });
  });
});
