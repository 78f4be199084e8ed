/** A duration as people say it: "30 minutes", "1 hour", "1 hour 30 minutes". */
export function durationLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [
    hours > 0 && `${hours} hour${hours === 1 ? "" : "s"}`,
    rest > 0 && `${rest} minute${rest === 1 ? "" : "s"}`,
  ].filter(Boolean);
  return parts.join(" ");
}
