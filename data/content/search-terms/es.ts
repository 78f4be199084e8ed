import type { SearchSynonym } from "@/data/search-terms";

/**
 * The words Spanish-speaking customers type for a problem, and the services
 * that answer it (data/content/search-terms/en.ts has the English). Phrases match word by
 * word; forms without accents are listed where people often type them so.
 */
export const searchTermsEs: readonly SearchSynonym[] = [
  {
    words: [
      "virus",
      "malware",
      "ventanas emergentes",
      "anuncios",
      "hackeada",
      "hackeado",
      "infectada",
      "infectado",
      "ransomware",
      "spyware",
      "adware",
      "estafa",
    ],
    services: ["virus-removal-cleanup"],
  },
  {
    words: [
      "instalación de impresora",
      "instalacion de impresora",
      "instalar impresora",
      "impresora nueva",
      "conectar impresora",
    ],
    services: ["printer-installation", "printer-setup"],
  },
  {
    words: [
      "no imprime",
      "atasco de papel",
      "papel atascado",
      "atascada",
      "rayas",
      "desteñida",
      "desconectada",
      "escáner",
      "escaner",
    ],
    services: ["printer-troubleshooting"],
  },
  {
    words: [
      "reparación de computadoras",
      "reparacion de computadoras",
      "arreglar computadora",
      "pantalla azul",
      "no arranca",
      "no enciende",
      "se reinicia",
      "dañada",
    ],
    services: ["computer-repair"],
  },
  {
    words: [
      "lenta",
      "lento",
      "se traba",
      "se congela",
      "acelerar",
      "más rápida",
      "mantenimiento",
    ],
    services: ["computer-tuneup", "pc-optimization"],
  },
  {
    words: [
      "inalámbrico",
      "inalambrico",
      "internet",
      "router",
      "enrutador",
      "wifi",
      "wi-fi",
      "sin señal",
      "sin internet",
      "módem",
      "modem",
      "repetidor",
      "red",
    ],
    services: [
      "wifi-and-network-connectivity",
      "set-up-a-new-wifi-connection",
      "extend-a-wifi-signal",
    ],
  },
  {
    words: [
      "computadora",
      "computador",
      "ordenador",
      "laptop",
      "portátil",
      "pc",
      "mac",
      "macbook",
      "escritorio",
    ],
    services: [
      "pc-optimization",
      "new-computer-setup",
      "computer-repair",
      "computer-tuneup",
      "data-backup-or-transfer",
    ],
  },
  {
    words: [
      "respaldo",
      "respaldar",
      "copia de seguridad",
      "fotos",
      "pasar archivos",
      "transferir archivos",
      "disco externo",
    ],
    services: ["data-backup-or-transfer"],
  },
  {
    words: ["formatear", "actualizar windows", "sistema operativo"],
    services: ["operating-system-services"],
  },
  {
    words: ["navegador", "página de inicio", "marcadores", "google"],
    services: ["browser-setup"],
  },
  {
    words: ["programas", "office", "word", "excel", "zoom", "correo"],
    services: ["application-software"],
  },
];
