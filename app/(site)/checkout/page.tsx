import { EnglishConfirmation } from "@/components/cart/confirmation-en";
import { EnglishCheckoutWords } from "@/components/cart/checkout-words-en";
import {
  CheckoutPage,
  checkoutMetadata,
} from "@/components/cart/checkout-route";

export const generateMetadata = () => checkoutMetadata("en");

export default function Page() {
  return (
    <CheckoutPage
      locale="en"
      Words={EnglishCheckoutWords}
      Confirmation={EnglishConfirmation}
    />
  );
}
