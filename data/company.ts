import type { Widen } from "@/lib/types";

/**
 * Who we are and how to reach us. Reserved example values (555-01xx, example.com)
 * stand in until the real ones are configured.
 */
export const company = {
  name: "Brightpath IT Support",
  shortName: "Brightpath",
  tagline: "Friendly, fixed-price IT help for homes and small offices",
  foundedYear: 2020,
  phone: { display: "(212) 555-0142", e164: "+12125550142" },
  email: "support@example.com",
  hours: "24x7",
  hoursLong: "24 hours a day, 7 days a week",
  areaServed: "United States",
  dataLocation: "the United States",
  address: {
    street: "100 Example Avenue, Suite 200",
    city: "New York",
    region: "NY",
    postalCode: "10001",
    country: "US",
  },
} as const;

export type Company = Widen<typeof company>;
