/**
 * Words and names that are the same in English and Spanish, reviewed one by one
 * (docs/glossary-es.md). A Spanish value may equal its English one only if it
 * is listed here; everything else a Spanish visitor reads must be Spanish.
 */
export const identicalInBothLanguages: readonly string[] = [
  // Our name and how to reach us.
  "Brightpath IT Support",
  "Brightpath",
  // Makers, products and systems, written as their owners write them.
  "Windows 11",
  "Windows 10",
  "Windows",
  "macOS",
  "Mac",
  "ChromeOS",
  "Linux",
  "iPhone",
  "iPad",
  "Android",
  "Chrome",
  "Edge",
  "Firefox",
  "Safari",
  "Outlook",
  "Apple Mail",
  "HP",
  "Canon",
  "Epson",
  "Brother",
  "Xerox",
  "AirPrint",
  "Mopria",
  // Standards and abbreviations a Spanish reader uses as they are.
  "Wi-Fi",
  "USB",
  "Ethernet",
  "WPA2",
  "WPA3",
  "PDF",
  "PC",
  "GB",
  "ET",
  "ITES",
  // Where to report a scam, and who publishes the facts we cite.
  "ReportFraud.ftc.gov",
  "ic3.gov",
  "FTC",
  "FBI IC3",
  // A code, not a word: the example booking reference on /stay-safe.
  "BP-7K3Q9M",
  // Words spelled the same in both languages.
  "Total",
  "No",
  "Error",
  "Error 404",
  "Plan",
  // How a time is joined from its parts (messages/<locale>/dates.json).
  "{hour}:{minute} {period}",
];
