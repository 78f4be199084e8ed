import { companyFacts } from "@/data/company-facts";
import { companyPhone } from "@/data/phone";
import words from "@/messages/en/company.json";

/** Who we are and how to reach us, as a type so the policy text can be tested with other values. */
export type Company = {
  readonly name: string;
  readonly shortName: string;
  readonly tagline: string;
  readonly foundedYear: number;
  readonly phone: { readonly display: string; readonly e164: string };
  readonly email: string;
  /** The hours in words, short and long; `openingHours` says the same for machines. */
  readonly hours: string;
  readonly hoursLong: string;
  readonly openingHours: {
    readonly days: readonly string[];
    readonly opens: string;
    readonly closes: string;
  };
  readonly areaServed: string;
  readonly dataLocation: string;
  /** Appointment times are set and shown in this zone, named (docs/product.md §13, §15). */
  readonly timeZone: "America/New_York";
  readonly address: {
    readonly street: string;
    readonly city: string;
    readonly region: string;
    readonly postalCode: string;
    readonly country: string;
  };
};

/**
 * Who we are and how to reach us (docs/product.md §1); its words are the
 * English `company` catalogue's, which the policy texts are built from. Reserved example values
 * (555-01xx, example.com) stand in until the real ones are configured.
 */
export const company = {
  name: "Brightpath IT Support",
  shortName: "Brightpath",
  tagline: words.tagline,
  foundedYear: 2020,
  phone: companyPhone,
  email: companyFacts.email,
  hours: words.hours,
  hoursLong: words.hoursLong,
  openingHours: {
    days: [
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
      "Sunday",
    ],
    opens: "00:00",
    closes: "23:59",
  },
  areaServed: words.areaServed,
  dataLocation: words.dataLocation,
  timeZone: companyFacts.timeZone,
  address: {
    street: "100 Example Avenue, Suite 200",
    city: "New York",
    region: "NY",
    postalCode: "10001",
    country: "US",
  },
} as const satisfies Company;
