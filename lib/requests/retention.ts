import { retentionMonths } from "@/data/request-rules";

/**
 * Requests last changed before this moment have their personal fields erased
 * (docs/product.md §12.6): `months` calendar months before `now`, in UTC.
 */
export function eraseChangedBefore(
  now: Date,
  months: number = retentionMonths,
): Date {
  const cutoff = new Date(now);
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  // 31 March less one month is the last day of February, not 3 March.
  const lastDay = new Date(
    Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0),
  ).getUTCDate();
  cutoff.setUTCDate(Math.min(day, lastDay));
  return cutoff;
}
