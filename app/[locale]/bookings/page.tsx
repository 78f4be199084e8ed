import { EnglishBookingWords } from "@/components/shared/booking-words-en";
import { SpanishBookingWords } from "@/components/shared/booking-words-es";
import {
  BookingsPage,
  bookingsMetadata,
} from "@/components/bookings/bookings-route";
import { pageLocale } from "@/lib/i18n/locale-params";

type Props = PageProps<"/[locale]/bookings">;

export async function generateMetadata({ params }: Props) {
  return bookingsMetadata(await pageLocale(params));
}

export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  const Words = { en: EnglishBookingWords, es: SpanishBookingWords }[locale];
  return <BookingsPage locale={locale} Words={Words} />;
}
