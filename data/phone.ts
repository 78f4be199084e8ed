/**
 * The company's phone number and when it is answered, apart from data/company.ts
 * for the browser's islands: a page's script holds a module whole, with every
 * export any island reads, so importing `company` sent all of it (1.2 kB).
 */
export const companyPhone = {
  display: "(212) 555-0142",
  e164: "+12125550142",
} as const;

/**
 * The catalogue's `company.hoursLong`, written here again so that an island
 * importing this module takes no other word of the catalogue with it
 * (tests/unit/company-words.test.ts holds the two together).
 */
export const companyHoursLong = "24 hours a day, 7 days a week";
