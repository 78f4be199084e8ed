import words from "@/messages/en/company.json";

/**
 * The company's phone number and when it is answered, apart from data/company.ts
 * for the browser's islands: a page's script holds a module whole, with every
 * export any island reads, so importing `company` sent all of it (1.2 kB).
 */
export const companyPhone = {
  display: "(212) 555-0142",
  e164: "+12125550142",
} as const;

export const companyHoursLong = words.hoursLong;
