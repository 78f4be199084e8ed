import { CheckoutForm } from "@/components/cart/checkout-form";
import { CheckoutTotal } from "@/components/cart/checkout-total";
import { NeedsJavaScript } from "@/components/cart/needs-javascript";
import { PaymentsPicture } from "@/components/cart/payments-picture";
import { priceStory } from "@/data/price-story";
import { services } from "@/data/services";
import { remoteHelp } from "@/lib/catalogue";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata({
  title: "Checkout",
  description:
    "Request a booking for the IT support services you have chosen: your details, a preferred date and time, and the total.",
  path: "/checkout",
});

/** Services that come with a home visit: only they make the address required. */
const visitSlugs = services.filter((s) => s.homeVisit).map((s) => s.slug);

export default function CheckoutPage() {
  return (
    <div className="mx-auto max-w-content px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
        Checkout
      </h1>
      {/* The summary comes first, so a phone shows it above the form; wide
          screens place it in the right-hand column. */}
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <section
          aria-labelledby="total-heading"
          className="h-fit rounded-xl border border-slate-200 bg-white p-6 lift-sm lg:col-start-2 lg:row-start-1"
        >
          <h2 id="total-heading" className="text-lg font-bold text-slate-900">
            Total, paid after the service
          </h2>
          <CheckoutTotal />
          <p className="mt-2 text-sm text-slate-700">{priceStory.total}</p>
          <div className="mt-6">
            <PaymentsPicture />
          </div>
        </section>
        <section
          aria-labelledby="details-heading"
          className="lg:col-start-1 lg:row-start-1"
        >
          <h2 id="details-heading" className="sr-only">
            Your details
          </h2>
          <NeedsJavaScript />
          <CheckoutForm visitSlugs={visitSlugs} remoteHelp={remoteHelp()} />
        </section>
      </div>
    </div>
  );
}
