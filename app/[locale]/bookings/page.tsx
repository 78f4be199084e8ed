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
  return <BookingsPage locale={await pageLocale(params)} />;
}
