import { business, type Business } from "@/data/business";
import { formatUsd } from "@/data/money";
import { problemWords } from "./words";

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
    problemWords("terms.price", { price: formatUsd(price) }),
    problemWords("terms.booking"),
    problemWords("terms.fees", {
      free: String(freeUntilHours),
      fee: formatUsd(lateFee),
      full: String(fullChargeWithinHours),
    }),
  ];
}
