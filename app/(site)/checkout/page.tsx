import { EnglishConfirmation } from "@/components/cart/confirmation-en";
import {
  CheckoutPage,
  checkoutMetadata,
} from "@/components/cart/checkout-route";

export const generateMetadata = () => checkoutMetadata("en");

export default function Page() {
  return <CheckoutPage locale="en" Confirmation={EnglishConfirmation} />;
}
