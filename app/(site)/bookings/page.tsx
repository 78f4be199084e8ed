import {
  BookingsPage,
  bookingsMetadata,
} from "@/components/bookings/bookings-route";

export const generateMetadata = () => bookingsMetadata("en");

export default function Page() {
  return <BookingsPage locale="en" />;
}
