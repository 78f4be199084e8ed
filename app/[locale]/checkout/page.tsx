import {
  CheckoutPage,
  checkoutMetadata,
} from "@/components/cart/checkout-route";
import { pageLocale } from "@/lib/i18n/locale-params";
import { shownCatalogue } from "@/lib/server/content/catalogue";

type Props = PageProps<"/[locale]/checkout">;

export async function generateMetadata({ params }: Props) {
  return checkoutMetadata(await pageLocale(params));
}

export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  return <CheckoutPage locale={locale} catalogue={await shownCatalogue()} />;
}
