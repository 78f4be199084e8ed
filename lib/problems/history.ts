/** "3 minutes", "2 hours", "1 day": how soon a Tech answered, or how old a problem is. */
export function formatAge(minutes: number): string {
  const [amount, unit] =
    minutes < 60
      ? [minutes, "minute"]
      : minutes < 48 * 60
        ? [Math.round(minutes / 60), "hour"]
        : [Math.round(minutes / 1440), "day"];
  return `${amount} ${unit}${amount === 1 ? "" : "s"}`;
}
