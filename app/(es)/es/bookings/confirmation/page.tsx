import { setRequestLocale } from "next-intl/server";
import {
  ConfirmationPage,
  confirmationMetadata,
} from "@/components/bookings/bookings-route";

export const generateMetadata = () => confirmationMetadata("es");

export default function Page() {
  setRequestLocale("es");
  return <ConfirmationPage locale="es" />;
}
