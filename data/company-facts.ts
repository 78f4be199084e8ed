/**
 * The company's facts an island reads, in a file of their own: data/company.ts
 * takes its words from the English catalogue, which a Spanish page's scripts
 * must not carry.
 */
export const companyFacts = {
  email: "support@example.com",
  /** Appointment times are set and shown in this zone, named (docs/product.md §13, §15). */
  timeZone: "America/New_York",
} as const;
