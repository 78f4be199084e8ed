import type { LabelsCopy } from "@/data/copy/labels";
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

/** Form choices and review words in Spanish. */
export const labelsEs = {
  contactMethods: {
    phone: "Por teléfono",
    remote: "En una sesión remota que yo apruebe",
  },
  visibility: {
    everyone: "Todos los técnicos",
    chosen: "Solo los técnicos que yo elija",
  },
  otherKind: "Otro problema",
  timeWindows: windowLabels(),
  sessionAccess: { view: "Ver", control: "Controlar" },
  reviewHideReasons: {
    "personal-data": "Contiene datos personales",
    abuse: "Es ofensiva",
    "off-topic": "No trata del tema",
    "not-this-job": "No se refiere a este trabajo",
  },
  review: {
    anonymousAuthor: "un cliente",
    verified: "Verificada: reservada y completada con nosotros",
  },
} satisfies LabelsCopy;
