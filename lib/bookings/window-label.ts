import { labelsCopy } from "@/data/copy/labels";
import type { Locale } from "@/data/locale";
import { timeWindows, type TimeWindowId } from "@/data/request-rules";

/** A booking's time window as its reader says it: "Morning (8–12)". */
export function windowLabel(id: string, locale: Locale = "en"): string {
  const window = timeWindows.find((w) => w.id === id);
  if (!window) return id;
  return locale === "en"
    ? window.label
    : labelsCopy[locale].timeWindows[window.id as TimeWindowId];
}
