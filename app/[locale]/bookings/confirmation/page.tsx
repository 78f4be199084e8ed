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
  return <ConfirmationPage locale={await pageLocale(params)} />;
}
