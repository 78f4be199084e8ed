import { EnglishConfirmation } from "@/components/cart/confirmation-en";
import { SpanishConfirmation } from "@/components/cart/confirmation-es";
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
  const Confirmation = {
    en: EnglishConfirmation,
    es: SpanishConfirmation,
  }[locale];
  return <CheckoutPage locale={locale} Confirmation={Confirmation} />;
}
