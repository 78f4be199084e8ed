import { defaultLocale, type Locale } from "@/data/locale";
import { translator } from "@/lib/i18n/catalogue";

/**
 * A duration as people say it: "30 minutes", "1 hour", "1 hour 30 minutes";
 * in Spanish "1 hora 30 minutos". Its words are the service page's
 * (`servicePage.duration`); the checkout's slot picker says it in its own.
 */
export function durationLabel(
  minutes: number,
  locale: Locale = defaultLocale,
): string {
  const t = translator(locale, "servicePage");
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const h = hours > 0 ? t("duration.hours", { count: hours }) : "";
  const m = rest > 0 ? t("duration.minutes", { count: rest }) : "";
  return h && m ? t("duration.both", { hours: h, minutes: m }) : h || m;
}
