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
