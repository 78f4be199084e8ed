import { BookingConfirmationView } from "@/components/bookings/booking-confirmation-view";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata({
  title: "Your booking",
  description:
    "The confirmation of your booking request: its reference, services, total and what happens next.",
  path: "/bookings/confirmation",
});

export default function BookingConfirmationPage() {
  return (
    <div className="mx-auto grid max-w-content gap-6 px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
        Your booking
      </h1>
      <BookingConfirmationView />
    </div>
  );
}
