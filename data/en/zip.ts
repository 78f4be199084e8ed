import type { ZipCopy } from "@/data/copy/zip";

/** What a customer is told about a ZIP, in English (data/copy/zip.ts). */
export const zipEn: ZipCopy = {
  empty: "Enter your 5-digit ZIP code, such as 10001.",
  malformed: "A ZIP code has 5 digits, such as 10001 or 10001-1234.",
  notVisited: (zip) =>
    `We do not visit ZIP ${zip}: none of our technicians comes there.`,
};
