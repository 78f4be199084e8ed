import type { BusinessWords, CompanyCopy } from "@/data/copy/company";

/** The company's words in Spanish (docs/glossary-es.md). */
export const companyEs = {
  tagline:
    "Soporte técnico amable y a precio fijo para hogares y oficinas pequeñas",
  hours: "24/7",
  hoursLong: "las 24 horas del día, los 7 días de la semana",
  areaServed: "Estados Unidos",
  dataLocation: "los Estados Unidos",
} as const satisfies CompanyCopy;

export const businessWordsEs = {
  chargedPer: "incidente",
  refundRequestBy: "teléfono",
  reschedulingAppliesTo: "los servicios a domicilio",
} as const satisfies BusinessWords;
