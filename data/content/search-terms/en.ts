import type { SearchSynonym } from "@/data/search-terms";

/** The words English-speaking customers type for a problem, and the services that answer it. */
export const searchTermsEn: readonly SearchSynonym[] = [
  {
    words: [
      "pop-ups",
      "popups",
      "malware",
      "ransomware",
      "spyware",
      "adware",
      "virus",
      "hacked",
      "infected",
    ],
    services: ["virus-removal-cleanup"],
  },
  {
    words: ["not printing", "paper jam", "jammed", "streaks", "faded"],
    services: ["printer-troubleshooting"],
  },
  {
    words: ["blue screen", "crash", "won't start", "won't boot", "broken"],
    services: ["computer-repair"],
  },
  {
    words: ["slow", "sluggish", "freezing", "speed up", "faster"],
    services: ["computer-tuneup", "pc-optimization"],
  },
  {
    words: [
      "wireless",
      "internet",
      "router",
      "dead zone",
      "wi-fi",
      "no signal",
      "modem",
    ],
    services: [
      "wifi-and-network-connectivity",
      "set-up-a-new-wifi-connection",
      "extend-a-wifi-signal",
    ],
  },
  {
    words: ["laptop", "pc", "mac", "desktop", "notebook", "macbook"],
    services: [
      "pc-optimization",
      "new-computer-setup",
      "computer-repair",
      "computer-tuneup",
      "data-backup-or-transfer",
    ],
  },
  {
    words: ["backup", "back up", "photos", "move files", "pictures"],
    services: ["data-backup-or-transfer"],
  },
];
