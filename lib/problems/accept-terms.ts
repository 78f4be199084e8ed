import { business, type Business } from "@/data/business";
import { formatUsd } from "@/data/money";

/**
 * What the Client agrees to when accepting a bid (docs/product.md §18.4): the
 * price, that it becomes a booking the Tech confirms, and the fees of a
 * booking (§13), from the business constants.
 */
export function acceptTerms(
  price: number,
  rules: Business = business,
): string[] {
  const { freeUntilHours, lateFee, fullChargeWithinHours } = rules.cancellation;
  return [
    `You accept ${formatUsd(price)} for this work, paid after the service. Nothing is paid on the site.`,
    "It becomes a booking, and the technician confirms a start time with you. Every other bid is declined.",
    `Once a time is confirmed, cancelling is free until ${freeUntilHours} hours before it, costs ${formatUsd(lateFee)} after that, and the full price within ${fullChargeWithinHours} hours.`,
  ];
}
