import type { Locale } from "@/data/locale";

// Here rather than in data/copy: the checkout's slot picker says it too, and
// needs no other words of the service page.
const units: Record<
  Locale,
  Record<"hour" | "hours" | "minute" | "minutes", string>
> = {
  en: { hour: "hour", hours: "hours", minute: "minute", minutes: "minutes" },
  es: { hour: "hora", hours: "horas", minute: "minuto", minutes: "minutos" },
};

/**
 * A duration as people say it: "30 minutes", "1 hour", "1 hour 30 minutes";
 * in Spanish "1 hora 30 minutos".
 */
export function durationLabel(minutes: number, locale: Locale = "en"): string {
  const words = units[locale];
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [
    hours > 0 && `${hours} ${hours === 1 ? words.hour : words.hours}`,
    rest > 0 && `${rest} ${rest === 1 ? words.minute : words.minutes}`,
  ].filter(Boolean);
  return parts.join(" ");
}
