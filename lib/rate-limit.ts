/** FORM_RATE_LIMIT as a whole number of requests, or the default when unset or not a number. */
export function rateLimitFrom(
  value: string | undefined,
  fallback: number,
): number {
  const parsed = Number(value);
  return value && Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}
