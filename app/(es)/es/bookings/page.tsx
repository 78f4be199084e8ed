import { setRequestLocale } from "next-intl/server";
import {
  BookingsPage,
  bookingsMetadata,
} from "@/components/bookings/bookings-route";

export const generateMetadata = () => bookingsMetadata("es");

export default function Page() {
  setRequestLocale("es");
  return <BookingsPage locale="es" />;
}
