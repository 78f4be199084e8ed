import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CheckoutForm } from "@/components/cart/checkout-form";
import { CheckoutTotal } from "@/components/cart/checkout-total";
import { LazyConfirmation } from "@/components/cart/lazy-confirmation";
import { IslandWords } from "@/components/shared/island-words";
import { NeedsJavaScript } from "@/components/cart/needs-javascript";
import { PaymentsPicture } from "@/components/cart/payments-picture";
import type { Locale } from "@/data/locale";
import { services } from "@/data/services";
import { remoteHelp } from "@/lib/catalogue";
import type { PublishedCatalogue } from "@/lib/content/services";
import { localePath } from "@/lib/i18n/paths";
import { pageMetadata } from "@/lib/seo";

export async function checkoutMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "checkout" });
  return pageMetadata({
    title: t("title"),
    description: t("description"),
    path: localePath(locale, "/checkout"),
    locale,
  });
}

/** Services that come with a home visit: only they make the address required. */
const visitSlugs = services.filter((s) => s.homeVisit).map((s) => s.slug);

/**
 * /checkout in every language: its islands get the cart's, the checkout's
 * and the ZIP's words in the page's language.
 */
export async function CheckoutPage({
  locale,
  catalogue,
}: {
  locale: Locale;
  catalogue: PublishedCatalogue;
}) {
  const t = await getTranslations({ locale, namespace: "checkout" });
  const priceStory = await getTranslations({
    locale,
    namespace: "priceStory",
  });
  return (
    <div className="mx-auto max-w-content px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
        {t("title")}
      </h1>
      {/* The summary comes first, so a phone shows it above the form; wide
          screens place it in the right-hand column. */}
      <IslandWords locale={locale} namespaces={["cart", "checkout", "zip"]}>
        <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem]">
          {/* The seed's heading, "Total Amount to Pay", with its qualification
              on the line beneath it, never in its place (docs/product.md §3.6). */}
          <section
            aria-labelledby="total-heading"
            aria-describedby="total-note"
            className="h-fit rounded-xl border border-slate-200 bg-white p-6 lift-sm lg:col-start-2 lg:row-start-1"
          >
            <h2 id="total-heading" className="text-lg font-bold text-slate-900">
              {t("totalHeading")}
            </h2>
            <p
              id="total-note"
              className="mt-1 text-sm font-medium text-slate-700"
            >
              {t("totalNote")}
            </p>
            <CheckoutTotal locale={locale} />
            <p className="mt-2 text-sm text-slate-700">{priceStory("total")}</p>
            <div className="mt-6">
              <PaymentsPicture locale={locale} />
            </div>
          </section>
          <section
            aria-labelledby="details-heading"
            className="lg:col-start-1 lg:row-start-1"
          >
            <h2 id="details-heading" className="sr-only">
              {t("details")}
            </h2>
            <NeedsJavaScript locale={locale} />
            {/* The confirmation's words (components/shared/booking-confirmation.tsx). */}
            <IslandWords
              locale={locale}
              namespaces={["booking", "cart", "checkout", "priceStory", "zip"]}
            >
              <CheckoutForm
                visitSlugs={visitSlugs}
                remoteHelp={remoteHelp(catalogue, locale)}
                Confirmation={LazyConfirmation}
                locale={locale}
              />
            </IslandWords>
          </section>
        </div>
      </IslandWords>
    </div>
  );
}
