import { CartView } from "@/components/cart/cart-view";
import { PaymentMethods } from "@/components/cart/payment-methods";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata({
  title: "Your cart",
  description:
    "Review the IT support services in your cart, remove any you no longer need and continue to checkout.",
  path: "/cart",
  index: false,
});

export default function CartPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
        Your cart
      </h1>
      <div className="mt-6 min-h-56">
        <CartView />
      </div>
      <div className="mt-8">
        <PaymentMethods />
      </div>
    </div>
  );
}
