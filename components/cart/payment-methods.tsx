import { PaymentCards, paymentMethodsAlt } from "./payment-cards";

/** The cards we take, shown beside the cart's totals, drawn in the page. */
export function PaymentMethods() {
  return (
    <PaymentCards
      role="img"
      aria-label={paymentMethodsAlt}
      className="h-[75px] w-[300px] max-w-full"
    />
  );
}
