import { EnglishBookingWords } from "@/components/shared/booking-words-en";
import {
  BookingsPage,
  bookingsMetadata,
} from "@/components/bookings/bookings-route";

export const generateMetadata = () => bookingsMetadata("en");

export default function Page() {
  return <BookingsPage locale="en" Words={EnglishBookingWords} />;
}
