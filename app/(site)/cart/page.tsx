import { EnglishCheckoutWords } from "@/components/cart/checkout-words-en";
import { CartPage, cartMetadata } from "@/components/cart/cart-route";

export const generateMetadata = () => cartMetadata("en");

export default function Page() {
  return <CartPage locale="en" Words={EnglishCheckoutWords} />;
}
