import { mailRetry } from "@/data/request-rules";

const minute = 60_000;

/**
 * When to try a notification again after `attempts` failed tries, the first
 * of them at `firstTry`; undefined once the schedule has run out.
 */
export function nextAttemptAt(
  attempts: number,
  firstTry: Date,
  schedule: typeof mailRetry = mailRetry,
): Date | undefined {
  const { afterMinutes, thenEveryMinutes, giveUpAfterMinutes } = schedule;
  const last = afterMinutes.at(-1) ?? 0;
  const offset =
    attempts <= afterMinutes.length
      ? afterMinutes[attempts - 1]
      : last + (attempts - afterMinutes.length) * thenEveryMinutes;
  if (offset === undefined || offset > giveUpAfterMinutes) return undefined;
  return new Date(firstTry.getTime() + offset * minute);
}
