import { EnglishBookingWords } from "@/components/shared/booking-words-en";
import { SpanishBookingWords } from "@/components/shared/booking-words-es";
import {
  ConfirmationPage,
  confirmationMetadata,
} from "@/components/bookings/bookings-route";
import { pageLocale } from "@/lib/i18n/locale-params";

type Props = PageProps<"/[locale]/bookings/confirmation">;

export async function generateMetadata({ params }: Props) {
  return confirmationMetadata(await pageLocale(params));
}

export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  const Words = { en: EnglishBookingWords, es: SpanishBookingWords }[locale];
  return <ConfirmationPage locale={locale} Words={Words} />;
}
