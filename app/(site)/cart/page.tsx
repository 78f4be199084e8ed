import { CartView } from "@/components/cart/cart-view";
import { SharedCartOffer } from "@/components/cart/shared-cart-offer";
import { cartCatalogue } from "@/lib/cart/catalogue";
import { pageMetadata } from "@/lib/seo";
import { siteUrl } from "@/lib/site";

export const metadata = pageMetadata({
  title: "Your cart",
  description:
    "Review the IT support services in your cart, remove any you no longer need and continue to checkout.",
  path: "/cart",
});

export default function CartPage() {
  return (
    // At least a screen tall below the header, so the footer starts below the fold
    // and the stored cart, shown after hydration, moves nothing in view.
    <div className="mx-auto min-h-[calc(100lvh-4rem)] max-w-content px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
        Your cart
      </h1>
      <div className="mt-6">
        <SharedCartOffer catalogue={cartCatalogue} />
        <CartView siteOrigin={siteUrl().origin} />
      </div>
    </div>
  );
}
