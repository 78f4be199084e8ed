import { checkoutCopy } from "@/data/copy/checkout";
import type { Locale } from "@/data/locale";
import { PaymentCards } from "./payment-cards";

/** The cards we take, shown beside the cart's totals, drawn in the page. */
export function PaymentMethods({ locale = "en" }: { locale?: Locale }) {
  return (
    <PaymentCards
      role="img"
      aria-label={checkoutCopy[locale].paymentMethods}
      className="h-[75px] w-[300px] max-w-full"
    />
  );
}
