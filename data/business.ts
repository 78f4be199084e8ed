import words from "@/messages/en/business.json";

/** The shape of the constants, so policy text can be tested with other values. */
export type Business = {
  readonly membership: {
    readonly termMonths: number;
    readonly autoRenews: boolean;
  };
  readonly backup: { readonly discMaxGb: number };
  readonly repair: {
    readonly hardwareRepair: boolean;
    readonly costlyAfterYears: number;
  };
  readonly trainingSessionPrice: number;
  readonly chargedPer: string;
  readonly minimumAge: number;
  readonly cancellation: {
    readonly freeUntilHours: number;
    readonly lateFee: number;
    readonly fullChargeWithinHours: number;
  };
  readonly rescheduling: {
    readonly freeUntilHours: number;
    readonly lateFee: number;
    readonly appliesTo: string;
  };
  readonly refund: {
    readonly windowDays: number;
    readonly requestBy: string;
    readonly creditWithinBusinessDays: number;
  };
  /** A report of something on the site that gets in a visitor's way. */
  readonly accessibilityReports: { readonly replyWithinBusinessDays: number };
};

/**
 * The business constants (docs/product.md §10). Policy pages and service copy
 * read their numbers from here, so a change of fee or limit is a one-line change.
 * Its words (what a price is charged per, and the like) are the English
 * `company` catalogue's.
 */
export const business = {
  membership: { termMonths: 12, autoRenews: true },
  backup: { discMaxGb: 10 },
  repair: { hardwareRepair: false, costlyAfterYears: 4 },
  trainingSessionPrice: 89,
  chargedPer: words.chargedPer,
  minimumAge: 18,
  cancellation: {
    freeUntilHours: 24,
    lateFee: 25,
    fullChargeWithinHours: 3,
  },
  rescheduling: {
    freeUntilHours: 3,
    lateFee: 25,
    appliesTo: words.reschedulingAppliesTo,
  },
  refund: {
    windowDays: 30,
    requestBy: words.refundRequestBy,
    creditWithinBusinessDays: 5,
  },
  accessibilityReports: { replyWithinBusinessDays: 2 },
} as const satisfies Business;
