import { EnglishCheckoutWords } from "@/components/cart/checkout-words-en";
import { SpanishCheckoutWords } from "@/components/cart/checkout-words-es";
import { CartPage, cartMetadata } from "@/components/cart/cart-route";
import { pageLocale } from "@/lib/i18n/locale-params";

type Props = PageProps<"/[locale]/cart">;

export async function generateMetadata({ params }: Props) {
  return cartMetadata(await pageLocale(params));
}

export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  const Words = { en: EnglishCheckoutWords, es: SpanishCheckoutWords }[locale];
  return <CartPage locale={locale} Words={Words} />;
}
