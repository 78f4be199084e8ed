import { setRequestLocale } from "next-intl/server";
import { CartPage, cartMetadata } from "@/components/cart/cart-route";

export const generateMetadata = () => cartMetadata("es");

export default function Page() {
  setRequestLocale("es");
  return <CartPage locale="es" />;
}
