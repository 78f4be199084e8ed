import type { LabelsCopy } from "@/data/copy/labels";
import { timeWindowsEs } from "@/data/es/forms";

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
  timeWindows: timeWindowsEs,
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
