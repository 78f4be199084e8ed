/**
 * The limits of what the marketing team types into a service (docs/cms.md):
 * the CMS checks each field with these before it saves, and shows the
 * sentence beside the field, keeping what was typed.
 */
export const serviceLimits = {
  titleMax: 60,
  summaryMax: 200,
  descriptionMax: 4_000,
  itemMax: 200,
  priceMin: 1,
  priceMax: 5_000,
  minutesMin: 30,
  minutesMax: 180,
  minutesStep: 15,
} as const;

/** Why a price cannot be saved, or undefined: whole dollars from $1 to $5,000. */
export function priceProblem(
  value: unknown,
): "notWhole" | "outOfRange" | undefined {
  if (typeof value !== "number" || !Number.isInteger(value)) return "notWhole";
  if (value < serviceLimits.priceMin || value > serviceLimits.priceMax) {
    return "outOfRange";
  }
  return undefined;
}

/** Why a duration cannot be saved, or undefined: 15-minute steps from 30 to 180. */
export function minutesProblem(
  value: unknown,
): "notStep" | "outOfRange" | undefined {
  if (
    typeof value !== "number" ||
    !Number.isInteger(value) ||
    value % serviceLimits.minutesStep !== 0
  ) {
    return "notStep";
  }
  if (value < serviceLimits.minutesMin || value > serviceLimits.minutesMax) {
    return "outOfRange";
  }
  return undefined;
}

/**
 * Whether typed text can be shown as written: plain text, since every field
 * is drawn as text (never as HTML), so a tag or a control character would be
 * shown to visitors literally or not at all.
 */
export function isPlainText(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value !== "string") return false;
  return !/<[a-z/!?]|[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/i.test(
    value,
  );
}
