import { CartPage, cartMetadata } from "@/components/cart/cart-route";
import { pageLocale } from "@/lib/i18n/locale-params";
import { shownCatalogue } from "@/lib/server/content/catalogue";

type Props = PageProps<"/[locale]/cart">;

export async function generateMetadata({ params }: Props) {
  return cartMetadata(await pageLocale(params));
}

export default async function Page({ params }: Props) {
  return (
    <CartPage
      locale={await pageLocale(params)}
      catalogue={await shownCatalogue()}
    />
  );
}
