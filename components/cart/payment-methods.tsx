import { useCheckoutWords } from "@/components/cart/checkout-words";
import { PaymentCards } from "./payment-cards";

/** The cards we take, shown beside the cart's totals, drawn in the page. */
export function PaymentMethods() {
  const { said } = useCheckoutWords();
  return (
    <PaymentCards
      role="img"
      aria-label={said.paymentMethods}
      className="h-[75px] w-[300px] max-w-full"
    />
  );
}
