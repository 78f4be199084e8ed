import {
  ConfirmationPage,
  confirmationMetadata,
} from "@/components/bookings/bookings-route";

export const generateMetadata = () => confirmationMetadata("en");

export default function Page() {
  return <ConfirmationPage locale="en" />;
}
