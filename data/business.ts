import type { Widen } from "@/lib/types";

/**
 * Business constants of SPEC.md §9. Policy pages and service copy read their
 * numbers from here, so a change of fee or limit is a one-line change.
 */
export const business = {
  membership: { termMonths: 12, autoRenews: true },
  backup: { discMaxGb: 10 },
  repair: { hardwareRepair: false, costlyAfterYears: 4 },
  trainingSessionPrice: 89,
  chargedPer: "incident",
  minimumAge: 18,
  cancellation: {
    freeUntilHours: 24,
    lateFee: 25,
    fullChargeWithinHours: 3,
  },
  rescheduling: {
    freeUntilHours: 3,
    lateFee: 25,
    appliesTo: "in-home services",
  },
  refund: {
    windowDays: 30,
    requestBy: "phone",
    creditWithinBusinessDays: 5,
  },
} as const;

/** The shape of the constants, so policy builders can be tested with other values. */
export type Business = Widen<typeof business>;
