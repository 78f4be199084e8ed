import type { ServiceSlug } from "./services";

/**
 * The words customers use for a problem, and the services that answer it. The
 * search index files each word under every service named here, so "pop-ups"
 * finds virus removal although no copy says "pop-up" (docs/product.md §7).
 * Adding a word is one entry; phrases match word by word.
 */
export type SearchSynonym = {
  readonly words: readonly string[];
  readonly services: readonly ServiceSlug[];
};

export const searchSynonyms: readonly SearchSynonym[] = [
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
