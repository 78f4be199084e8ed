import words from "@/messages/es/company.json";
import type { HomeContent } from "./types";

/** The home page's hero in Spanish. */
export function homeContent(hours: string = words.hours): HomeContent {
  return {
    hero: {
      kicker: `Ayuda por teléfono y remota ${hours} · visitas a domicilio con cita`,
      title:
        "Ayuda informática a precio fijo para su hogar y su pequeña oficina",
      lead: "Impresoras, Wi-Fi, virus, computadoras lentas y copias de seguridad, resueltos por técnicos amables. Usted conoce el precio antes de que empecemos.",
    },
  };
}
