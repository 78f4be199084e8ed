import type { FormsCopy } from "@/data/copy/forms";

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
  timeWindowHint:
    "Cuándo le gustaría que empecemos. Cada técnico tiene su propio horario y no todos trabajan de noche o los domingos, así que podríamos sugerirle otra hora.",
  optional: "(opcional)",
  fieldsToFix: "Campos por corregir",
} as const satisfies FormsCopy;
