import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CartView } from "@/components/cart/cart-view";
import { IslandWords } from "@/components/shared/island-words";
import { SharedCartOffer } from "@/components/cart/shared-cart-offer";
import type { Locale } from "@/data/locale";
import { cartCatalogueIn } from "@/lib/cart/catalogue";
import type { PublishedCatalogue } from "@/lib/content/services";
import { localePath } from "@/lib/i18n/paths";
import { pageMetadata } from "@/lib/seo";
import { siteUrl } from "@/lib/site";

export async function cartMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "cart" });
  return pageMetadata({
    title: t("title"),
    description: t("description"),
    path: localePath(locale, "/cart"),
    locale,
  });
}

/**
 * /cart and /es/cart: one cart, its names in the page's language. Its islands
 * get the cart's and the Share button's words in that language, and no others.
 */
export async function CartPage({
  locale,
  catalogue,
}: {
  locale: Locale;
  catalogue: PublishedCatalogue;
}) {
  const t = await getTranslations({ locale, namespace: "cart" });
  return (
    // At least a screen tall below the header, so the footer starts below the fold
    // and the stored cart, shown after hydration, moves nothing in view.
    <div className="mx-auto min-h-[calc(100lvh-4rem)] max-w-content px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
        {t("title")}
      </h1>
      <div className="mt-6">
        <IslandWords locale={locale} namespaces={["cart", "share"]}>
          <SharedCartOffer catalogue={cartCatalogueIn(catalogue, locale)} />
          <CartView siteOrigin={siteUrl().origin} locale={locale} />
        </IslandWords>
      </div>
    </div>
  );
}
