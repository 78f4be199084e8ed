import { company } from "@/data/company";
import type { OfferingCopy, OfferingSlug } from "@/data/offerings";

/**
 * The three managed IT pages in English, each sold through the plans of
 * data/content/tiers/en.ts (content, read through lib/content/offerings.ts).
 */
export const offeringsEn = {
  "cloud-computing": {
    title: "Cloud Computing",
    summary:
      "Move your office's e-mail, files and backups to the cloud, set up properly and looked after by people you can call.",
    sections: [
      {
        heading: "Your office, available wherever you work",
        paragraphs: [
          "Most small offices already use the cloud in pieces: a shared drive here, a personal e-mail account there, a laptop that is the only copy of the accounts. We bring those pieces together into one tidy setup that you own and understand.",
          "We set up business e-mail on your own domain, shared folders with the right people able to see the right files, and automatic backups of the computers that still hold important data. Everyone can work from the office, from home or on the road with the same files.",
        ],
      },
      {
        heading: "Who it suits",
        paragraphs: [
          "Offices of two to twenty people who want their e-mail and files safe and shared without hiring an IT person: accountants, clinics, estate agents, design studios, trades businesses with an office.",
        ],
      },
      {
        heading: "What is included",
        paragraphs: [],
        points: [
          "Business e-mail, calendars and contacts on your own domain",
          "Shared cloud storage with folder permissions per person",
          "Migration of existing e-mail and files",
          "Automatic backup of office computers",
          "Two-step sign-in for every account",
          "Adding and removing users when people join or leave",
        ],
      },
      {
        heading: "How we get you started",
        paragraphs: [
          "We start with a call to list your accounts, devices and files. We then propose a plan, move your data over a weekend or overnight so nobody loses a working day, and walk each person through signing in. After that, your plan covers the day-to-day changes and questions.",
        ],
      },
    ],
  },
  "network-security": {
    title: "Network Security",
    summary:
      "Protect your office network, devices and accounts from the attacks that hit small businesses, with monitoring and help on call.",
    sections: [
      {
        heading: "Security sized for a small office",
        paragraphs: [
          "Small businesses are attacked for the same reasons large ones are: money, data and access. The difference is that they rarely have anyone whose job it is to keep the doors locked. We take that job on.",
          "We secure your router and WiFi, separate guest and office networks, keep every computer patched and protected, and switch on two-step sign-in for the accounts that matter. When something suspicious happens, you have someone to call who already knows your setup.",
        ],
      },
      {
        heading: "Who it suits",
        paragraphs: [
          "Offices that handle customer details, payments or health information, and any business that would struggle if its computers or e-mail were locked for a week.",
        ],
      },
      {
        heading: "What is included",
        paragraphs: [],
        points: [
          "Router and firewall configuration review",
          "Separate networks for staff, guests and devices",
          "Security updates kept current on every computer",
          "Antivirus protection checked and monitored",
          "Two-step sign-in for e-mail and key accounts",
          "Phishing awareness guidance for your team",
        ],
      },
      {
        heading: "How we get you started",
        paragraphs: [
          "We begin with a security check of your network, computers and accounts, explained in plain English with the most urgent fixes first. We make those fixes with you, then keep watch as part of your plan.",
        ],
      },
    ],
  },
  "managed-services": {
    title: "Managed Services",
    summary: `One monthly plan for all your office IT: updates, backups, user accounts and help for your team ${company.hours}.`,
    sections: [
      {
        heading: "An IT department for a small office",
        paragraphs: [
          "Managed services means we look after your office's technology continuously instead of waiting for something to break. Updates are installed, backups are checked, new staff get working accounts on their first day, and your team has one number to call.",
          `Support is given by phone or by a remote session that you approve, ${company.hoursLong}, so a problem at 8 p.m. before a deadline is handled the same way as one at 10 a.m.`,
        ],
      },
      {
        heading: "Who it suits",
        paragraphs: [
          "Growing offices that have outgrown asking the most technical person on the team, and owners who would rather know their IT cost for the year in advance.",
        ],
      },
      {
        heading: "What is included",
        paragraphs: [],
        points: [
          "Help for every member of your team by phone or remote session",
          "Updates and security patches managed for every computer",
          "Backup monitoring with regular restore tests",
          "User accounts set up and removed as staff change",
          "Printer, WiFi and software problems handled as they come",
          "A yearly review of your equipment and what needs replacing",
        ],
      },
      {
        heading: "How we get you started",
        paragraphs: [
          "We list every computer, account and device you have, fix the urgent problems first, and agree how your team contacts us. From then on, your plan covers the day-to-day, and you hear from us before anything needs spending.",
        ],
      },
    ],
  },
} as const satisfies Record<OfferingSlug, OfferingCopy>;
