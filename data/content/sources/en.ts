/**
 * An official publication that a fact on our pages comes from. Facts about
 * scams are taken only from the FTC and the FBI's IC3, and each names its
 * source and the year it was published (docs/product.md §16).
 */
export type Source = {
  /** How a fact cites it in running text, e.g. "FTC". */
  readonly short: string;
  readonly publisher: string;
  readonly title: string;
  /** The year it was published. */
  readonly year: number;
};

/** A fact from an official source, in our own words. */
export type SourcedFact = { readonly text: string; readonly source: Source };

export const sources = {
  ftcWarnYourFriends: {
    short: "FTC",
    publisher: "Federal Trade Commission (FTC)",
    title: "Warn your friends about tech support scams, consumer alert",
    year: 2018,
  },
  ic3TechSupportFraud: {
    short: "FBI IC3",
    publisher: "FBI Internet Crime Complaint Center (IC3)",
    title: "Tech Support Fraud, public service announcement",
    year: 2018,
  },
  ic3Couriers: {
    short: "FBI IC3",
    publisher: "FBI Internet Crime Complaint Center (IC3)",
    title:
      "Scammers Use Couriers to Retrieve Cash and Precious Metals from Victims of Tech Support and Government Impersonation Scams, public service announcement",
    year: 2024,
  },
  ic3Report2024: {
    short: "FBI IC3",
    publisher: "FBI Internet Crime Complaint Center (IC3)",
    title: "2024 Internet Crime Report",
    year: 2025,
  },
} as const satisfies Record<string, Source>;

export type SourceId = keyof typeof sources;
