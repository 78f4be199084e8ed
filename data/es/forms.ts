import type { FormsCopy } from "@/data/copy/forms";
import { timeWindows, type TimeWindowId } from "@/data/request-rules";

/** An hour of the day (0–24) on a 12-hour clock, as data/request-rules.ts writes it. */
const twelveHour = (hour: number) => String(((hour + 11) % 12) + 1);

const windowNames = {
  morning: "Mañana",
  afternoon: "Tarde",
  evening: "Noche",
} as const satisfies Record<TimeWindowId, string>;

/** "Mañana (8–12)": the English label's hours, with the Spanish name. */
function windowLabels(): Record<TimeWindowId, string> {
  const entries: [TimeWindowId, string][] = timeWindows.map((w) => [
    w.id,
    `${windowNames[w.id]} (${twelveHour(w.from)}–${twelveHour(w.to)})`,
  ]);
  // One entry per id: TimeWindowId is read from this same list.
  return Object.fromEntries(entries) as Record<TimeWindowId, string>;
}

/** The windows as the Spanish forms show them. */
export const timeWindowsEs = windowLabels();

/** The shared form parts in Spanish (docs/glossary-es.md). */
export const formsEs = {
  sending: "Enviando…",
  reloadOrCall: "Vuelva a cargar la página o llámenos al",
  failed:
    "No pudimos recibir su solicitud en este momento: nuestro sistema no la guardó. Todo lo que escribió sigue en el formulario.",
  failedCall: "Llámenos al",
  or: "o",
  failedMailto:
    "envíe la solicitud completa desde su propio programa de correo",
  unanswered:
    "Nuestro sistema no respondió, así que no sabemos si su reserva se hizo. Todo lo que escribió sigue en el formulario: envíelo de nuevo y, si la primera se hizo, verá esa reserva y no una segunda. Si antes le llega nuestro correo de confirmación, no tiene que hacer nada más.",
  alsoCall: "También puede llamarnos al",
  timeWindow: "Horario preferido",
  timeWindows: timeWindowsEs,
  timeWindowHint:
    "Cuándo le gustaría que empecemos. Cada técnico tiene su propio horario y no todos trabajan de noche o los domingos, así que podríamos sugerirle otra hora.",
  optional: "(opcional)",
  fieldsToFix: "Campos por corregir",
} as const satisfies FormsCopy;
