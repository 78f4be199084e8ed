import { SpanishConfirmation } from "@/components/cart/confirmation-es";
import { setRequestLocale } from "next-intl/server";
import {
  CheckoutPage,
  checkoutMetadata,
} from "@/components/cart/checkout-route";

export const generateMetadata = () => checkoutMetadata("es");

export default function Page() {
  setRequestLocale("es");
  return <CheckoutPage locale="es" Confirmation={SpanishConfirmation} />;
}
