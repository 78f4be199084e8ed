import { EnglishConfirmation } from "@/components/cart/confirmation-en";
import { SpanishConfirmation } from "@/components/cart/confirmation-es";
import { EnglishCheckoutWords } from "@/components/cart/checkout-words-en";
import { SpanishCheckoutWords } from "@/components/cart/checkout-words-es";
import {
  CheckoutPage,
  checkoutMetadata,
} from "@/components/cart/checkout-route";
import { pageLocale } from "@/lib/i18n/locale-params";

type Props = PageProps<"/[locale]/checkout">;

export async function generateMetadata({ params }: Props) {
  return checkoutMetadata(await pageLocale(params));
}

export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  const Words = { en: EnglishCheckoutWords, es: SpanishCheckoutWords }[locale];
  const Confirmation = {
    en: EnglishConfirmation,
    es: SpanishConfirmation,
  }[locale];
  return (
    <CheckoutPage locale={locale} Words={Words} Confirmation={Confirmation} />
  );
}
