import words from "@/messages/en/company.json";
import type { HomeContent } from "./types";

/** The home page's hero in English. */
export function homeContent(hours: string = words.hours): HomeContent {
  return {
    hero: {
      kicker: `Phone and remote help ${hours} · home visits by appointment`,
      title: "Fixed-price IT help for your home and small office",
      lead: "Printers, WiFi, viruses, slow computers and backups, sorted by friendly technicians. You know the price before we start.",
    },
  };
}
