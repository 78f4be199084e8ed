export type Faq = { readonly question: string; readonly answer: string };

/** Sidebar group a service belongs to; see data/navigation.ts. */
export type ServiceCategory =
  | "printer"
  | "router"
  | "antivirus"
  | "computer"
  | "os"
  | "browser"
  | "software";

export type Service = {
  readonly slug: string;
  readonly category: ServiceCategory;
  readonly title: string;
  /** USD, charged per incident. */
  readonly price: number;
  readonly cover: string;
  readonly thumbnail: string;
  /** One sentence for cards and meta descriptions. */
  readonly summary: string;
  readonly description: string;
  readonly servicesIncluded: readonly string[];
  readonly faqs: readonly Faq[];
};

/** The catalogue, in display order; a service's position here is its cart id. */
export const services = [
  {
    slug: "printer-setup",
    category: "printer",
    title: "Printer Setup",
    price: 79,
    cover: "/images/services/printer-setup.svg",
    thumbnail: "",
    summary:
      "A temporary summary for Printer Setup that is long enough to pass.",
    description:
      "First paragraph for Printer Setup with enough words to be a real paragraph of copy for testing here and now, more words.\n\nSecond paragraph for Printer Setup that also has quite a few words in it so the description passes the length.",
    servicesIncluded: ["One printer-setup", "Two", "Three", "Four"],
    faqs: [
      {
        question: "Q1 printer-setup?",
        answer: "An answer that is long enough to pass the minimum length.",
      },
      {
        question: "Q2 printer-setup?",
        answer: "An answer that is long enough to pass the minimum length.",
      },
      {
        question: "Q3 printer-setup?",
        answer: "An answer that is long enough to pass the minimum length.",
      },
    ],
  },
  {
    slug: "printer-installation",
    category: "printer",
    title: "Printer Installation",
    price: 89,
    cover: "/images/services/printer-installation.svg",
    thumbnail: "",
    summary:
      "A temporary summary for Printer Installation that is long enough to pass.",
    description:
      "First paragraph for Printer Installation with enough words to be a real paragraph of copy for testing here and now, more words.\n\nSecond paragraph for Printer Installation that also has quite a few words in it so the description passes the length.",
    servicesIncluded: ["One printer-installation", "Two", "Three", "Four"],
    faqs: [
      {
        question: "Q1 printer-installation?",
        answer: "An answer that is long enough to pass the minimum length.",
      },
      {
        question: "Q2 printer-installation?",
        answer: "An answer that is long enough to pass the minimum length.",
      },
      {
        question: "Q3 printer-installation?",
        answer: "An answer that is long enough to pass the minimum length.",
      },
    ],
  },
  {
    slug: "printer-troubleshooting",
    category: "printer",
    title: "Printer Troubleshooting",
    price: 79,
    cover: "/images/services/printer-troubleshooting.svg",
    thumbnail: "",
    summary:
      "A temporary summary for Printer Troubleshooting that is long enough to pass.",
    description:
      "First paragraph for Printer Troubleshooting with enough words to be a real paragraph of copy for testing here and now, more words.\n\nSecond paragraph for Printer Troubleshooting that also has quite a few words in it so the description passes the length.",
    servicesIncluded: ["One printer-troubleshooting", "Two", "Three", "Four"],
    faqs: [
      {
        question: "Q1 printer-troubleshooting?",
        answer: "An answer that is long enough to pass the minimum length.",
      },
      {
        question: "Q2 printer-troubleshooting?",
        answer: "An answer that is long enough to pass the minimum length.",
      },
      {
        question: "Q3 printer-troubleshooting?",
        answer: "An answer that is long enough to pass the minimum length.",
      },
    ],
  },
  {
    slug: "wifi-and-network-connectivity",
    category: "router",
    title: "WiFi & Network Connectivity",
    price: 139,
    cover: "/images/services/wifi-and-network-connectivity.svg",
    thumbnail: "",
    summary:
      "A temporary summary for WiFi & Network Connectivity that is long enough to pass.",
    description:
      "First paragraph for WiFi & Network Connectivity with enough words to be a real paragraph of copy for testing here and now, more words.\n\nSecond paragraph for WiFi & Network Connectivity that also has quite a few words in it so the description passes the length.",
    servicesIncluded: [
      "One wifi-and-network-connectivity",
      "Two",
      "Three",
      "Four",
    ],
    faqs: [
      {
        question: "Q1 wifi-and-network-connectivity?",
        answer: "An answer that is long enough to pass the minimum length.",
      },
      {
        question: "Q2 wifi-and-network-connectivity?",
        answer: "An answer that is long enough to pass the minimum length.",
      },
      {
        question: "Q3 wifi-and-network-connectivity?",
        answer: "An answer that is long enough to pass the minimum length.",
      },
    ],
  },
  {
    slug: "set-up-a-new-wifi-connection",
    category: "router",
    title: "New WiFi Connection Setup",
    price: 99,
    cover: "/images/services/set-up-a-new-wifi-connection.svg",
    thumbnail: "",
    summary:
      "A temporary summary for New WiFi Connection Setup that is long enough to pass.",
    description:
      "First paragraph for New WiFi Connection Setup with enough words to be a real paragraph of copy for testing here and now, more words.\n\nSecond paragraph for New WiFi Connection Setup that also has quite a few words in it so the description passes the length.",
    servicesIncluded: [
      "One set-up-a-new-wifi-connection",
      "Two",
      "Three",
      "Four",
    ],
    faqs: [
      {
        question: "Q1 set-up-a-new-wifi-connection?",
        answer: "An answer that is long enough to pass the minimum length.",
      },
      {
        question: "Q2 set-up-a-new-wifi-connection?",
        answer: "An answer that is long enough to pass the minimum length.",
      },
      {
        question: "Q3 set-up-a-new-wifi-connection?",
        answer: "An answer that is long enough to pass the minimum length.",
      },
    ],
  },
  {
    slug: "extend-a-wifi-signal",
    category: "router",
    title: "WiFi Signal Extension",
    price: 129,
    cover: "/images/services/extend-a-wifi-signal.svg",
    thumbnail: "",
    summary:
      "A temporary summary for WiFi Signal Extension that is long enough to pass.",
    description:
      "First paragraph for WiFi Signal Extension with enough words to be a real paragraph of copy for testing here and now, more words.\n\nSecond paragraph for WiFi Signal Extension that also has quite a few words in it so the description passes the length.",
    servicesIncluded: ["One extend-a-wifi-signal", "Two", "Three", "Four"],
    faqs: [
      {
        question: "Q1 extend-a-wifi-signal?",
        answer: "An answer that is long enough to pass the minimum length.",
      },
      {
        question: "Q2 extend-a-wifi-signal?",
        answer: "An answer that is long enough to pass the minimum length.",
      },
      {
        question: "Q3 extend-a-wifi-signal?",
        answer: "An answer that is long enough to pass the minimum length.",
      },
    ],
  },
  {
    slug: "pc-optimization",
    category: "computer",
    title: "PC Optimization",
    price: 89,
    cover: "/images/services/pc-optimization.svg",
    thumbnail: "",
    summary:
      "A temporary summary for PC Optimization that is long enough to pass.",
    description:
      "First paragraph for PC Optimization with enough words to be a real paragraph of copy for testing here and now, more words.\n\nSecond paragraph for PC Optimization that also has quite a few words in it so the description passes the length.",
    servicesIncluded: ["One pc-optimization", "Two", "Three", "Four"],
    faqs: [
      {
        question: "Q1 pc-optimization?",
        answer: "An answer that is long enough to pass the minimum length.",
      },
      {
        question: "Q2 pc-optimization?",
        answer: "An answer that is long enough to pass the minimum length.",
      },
      {
        question: "Q3 pc-optimization?",
        answer: "An answer that is long enough to pass the minimum length.",
      },
    ],
  },
  {
    slug: "virus-removal-cleanup",
    category: "antivirus",
    title: "Virus Removal & Cleanup",
    price: 79,
    cover: "/images/services/virus-removal-cleanup.svg",
    thumbnail: "",
    summary:
      "A temporary summary for Virus Removal & Cleanup that is long enough to pass.",
    description:
      "First paragraph for Virus Removal & Cleanup with enough words to be a real paragraph of copy for testing here and now, more words.\n\nSecond paragraph for Virus Removal & Cleanup that also has quite a few words in it so the description passes the length.",
    servicesIncluded: ["One virus-removal-cleanup", "Two", "Three", "Four"],
    faqs: [
      {
        question: "Q1 virus-removal-cleanup?",
        answer: "An answer that is long enough to pass the minimum length.",
      },
      {
        question: "Q2 virus-removal-cleanup?",
        answer: "An answer that is long enough to pass the minimum length.",
      },
      {
        question: "Q3 virus-removal-cleanup?",
        answer: "An answer that is long enough to pass the minimum length.",
      },
    ],
  },
  {
    slug: "new-computer-setup",
    category: "computer",
    title: "New Computer Setup",
    price: 89,
    cover: "/images/services/new-computer-setup.svg",
    thumbnail: "",
    summary:
      "A temporary summary for New Computer Setup that is long enough to pass.",
    description:
      "First paragraph for New Computer Setup with enough words to be a real paragraph of copy for testing here and now, more words.\n\nSecond paragraph for New Computer Setup that also has quite a few words in it so the description passes the length.",
    servicesIncluded: ["One new-computer-setup", "Two", "Three", "Four"],
    faqs: [
      {
        question: "Q1 new-computer-setup?",
        answer: "An answer that is long enough to pass the minimum length.",
      },
      {
        question: "Q2 new-computer-setup?",
        answer: "An answer that is long enough to pass the minimum length.",
      },
      {
        question: "Q3 new-computer-setup?",
        answer: "An answer that is long enough to pass the minimum length.",
      },
    ],
  },
  {
    slug: "computer-repair",
    category: "computer",
    title: "Computer Repair",
    price: 79,
    cover: "/images/services/computer-repair.svg",
    thumbnail: "",
    summary:
      "A temporary summary for Computer Repair that is long enough to pass.",
    description:
      "First paragraph for Computer Repair with enough words to be a real paragraph of copy for testing here and now, more words.\n\nSecond paragraph for Computer Repair that also has quite a few words in it so the description passes the length.",
    servicesIncluded: ["One computer-repair", "Two", "Three", "Four"],
    faqs: [
      {
        question: "Q1 computer-repair?",
        answer: "An answer that is long enough to pass the minimum length.",
      },
      {
        question: "Q2 computer-repair?",
        answer: "An answer that is long enough to pass the minimum length.",
      },
      {
        question: "Q3 computer-repair?",
        answer: "An answer that is long enough to pass the minimum length.",
      },
    ],
  },
  {
    slug: "computer-tuneup",
    category: "computer",
    title: "Computer Tune-Up",
    price: 35,
    cover: "/images/services/computer-tuneup.svg",
    thumbnail: "",
    summary:
      "A temporary summary for Computer Tune-Up that is long enough to pass.",
    description:
      "First paragraph for Computer Tune-Up with enough words to be a real paragraph of copy for testing here and now, more words.\n\nSecond paragraph for Computer Tune-Up that also has quite a few words in it so the description passes the length.",
    servicesIncluded: ["One computer-tuneup", "Two", "Three", "Four"],
    faqs: [
      {
        question: "Q1 computer-tuneup?",
        answer: "An answer that is long enough to pass the minimum length.",
      },
      {
        question: "Q2 computer-tuneup?",
        answer: "An answer that is long enough to pass the minimum length.",
      },
      {
        question: "Q3 computer-tuneup?",
        answer: "An answer that is long enough to pass the minimum length.",
      },
    ],
  },
  {
    slug: "data-backup-or-transfer",
    category: "computer",
    title: "Data Backup or Transfer",
    price: 129,
    cover: "/images/services/data-backup-or-transfer.svg",
    thumbnail: "",
    summary:
      "A temporary summary for Data Backup or Transfer that is long enough to pass.",
    description:
      "First paragraph for Data Backup or Transfer with enough words to be a real paragraph of copy for testing here and now, more words.\n\nSecond paragraph for Data Backup or Transfer that also has quite a few words in it so the description passes the length.",
    servicesIncluded: ["One data-backup-or-transfer", "Two", "Three", "Four"],
    faqs: [
      {
        question: "Q1 data-backup-or-transfer?",
        answer: "An answer that is long enough to pass the minimum length.",
      },
      {
        question: "Q2 data-backup-or-transfer?",
        answer: "An answer that is long enough to pass the minimum length.",
      },
      {
        question: "Q3 data-backup-or-transfer?",
        answer: "An answer that is long enough to pass the minimum length.",
      },
    ],
  },
  {
    slug: "operating-system-services",
    category: "os",
    title: "Operating System Install",
    price: 75,
    cover: "/images/services/operating-system-services.svg",
    thumbnail: "",
    summary:
      "A temporary summary for Operating System Install that is long enough to pass.",
    description:
      "First paragraph for Operating System Install with enough words to be a real paragraph of copy for testing here and now, more words.\n\nSecond paragraph for Operating System Install that also has quite a few words in it so the description passes the length.",
    servicesIncluded: ["One operating-system-services", "Two", "Three", "Four"],
    faqs: [
      {
        question: "Q1 operating-system-services?",
        answer: "An answer that is long enough to pass the minimum length.",
      },
      {
        question: "Q2 operating-system-services?",
        answer: "An answer that is long enough to pass the minimum length.",
      },
      {
        question: "Q3 operating-system-services?",
        answer: "An answer that is long enough to pass the minimum length.",
      },
    ],
  },
  {
    slug: "browser-setup",
    category: "browser",
    title: "Browser Setup",
    price: 39,
    cover: "/images/services/browser-setup.svg",
    thumbnail: "",
    summary:
      "A temporary summary for Browser Setup that is long enough to pass.",
    description:
      "First paragraph for Browser Setup with enough words to be a real paragraph of copy for testing here and now, more words.\n\nSecond paragraph for Browser Setup that also has quite a few words in it so the description passes the length.",
    servicesIncluded: ["One browser-setup", "Two", "Three", "Four"],
    faqs: [
      {
        question: "Q1 browser-setup?",
        answer: "An answer that is long enough to pass the minimum length.",
      },
      {
        question: "Q2 browser-setup?",
        answer: "An answer that is long enough to pass the minimum length.",
      },
      {
        question: "Q3 browser-setup?",
        answer: "An answer that is long enough to pass the minimum length.",
      },
    ],
  },
  {
    slug: "application-software",
    category: "software",
    title: "Application Software Help",
    price: 129,
    cover: "/images/services/application-software.svg",
    thumbnail: "",
    summary:
      "A temporary summary for Application Software Help that is long enough to pass.",
    description:
      "First paragraph for Application Software Help with enough words to be a real paragraph of copy for testing here and now, more words.\n\nSecond paragraph for Application Software Help that also has quite a few words in it so the description passes the length.",
    servicesIncluded: ["One application-software", "Two", "Three", "Four"],
    faqs: [
      {
        question: "Q1 application-software?",
        answer: "An answer that is long enough to pass the minimum length.",
      },
      {
        question: "Q2 application-software?",
        answer: "An answer that is long enough to pass the minimum length.",
      },
      {
        question: "Q3 application-software?",
        answer: "An answer that is long enough to pass the minimum length.",
      },
    ],
  },
] as const satisfies readonly Service[];

export type ServiceSlug = (typeof services)[number]["slug"];
