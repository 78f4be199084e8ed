import { CartPage, cartMetadata } from "@/components/cart/cart-route";

export const generateMetadata = () => cartMetadata("en");

export default function Page() {
  return <CartPage locale="en" />;
}
