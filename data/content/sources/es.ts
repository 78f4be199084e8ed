import type { Source, SourceId } from "./en";

/*
 * The official sources of /stay-safe, for a Spanish reader. The publications
 * are in English: their titles stay as published, and say so.
 */
export const sources = {
  ftcWarnYourFriends: {
    short: "FTC",
    publisher: "Comisión Federal de Comercio (FTC)",
    title:
      "Warn your friends about tech support scams (alerta al consumidor, en inglés)",
    year: 2018,
  },
  ic3TechSupportFraud: {
    short: "FBI IC3",
    publisher: "Centro de Denuncias de Delitos por Internet del FBI (IC3)",
    title: "Tech Support Fraud (anuncio de servicio público, en inglés)",
    year: 2018,
  },
  ic3Couriers: {
    short: "FBI IC3",
    publisher: "Centro de Denuncias de Delitos por Internet del FBI (IC3)",
    title:
      "Scammers Use Couriers to Retrieve Cash and Precious Metals from Victims of Tech Support and Government Impersonation Scams (anuncio de servicio público, en inglés)",
    year: 2024,
  },
  ic3Report2024: {
    short: "FBI IC3",
    publisher: "Centro de Denuncias de Delitos por Internet del FBI (IC3)",
    title: "2024 Internet Crime Report (informe anual, en inglés)",
    year: 2025,
  },
} as const satisfies Record<SourceId, Source>;
