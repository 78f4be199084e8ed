import { SignedInFrame } from "@/components/layout/signed-in-frame";
import { TechBookingsIsland } from "@/components/problems/tech-bookings-island";
import { pageMetadata } from "@/lib/seo";
import { inDefaultLanguage } from "@/lib/i18n/locale-params";

export const metadata = pageMetadata({
  title: "Your bookings as a technician",
  description:
    "The bookings assigned to a technician: confirm a start time and record how it went.",
  path: "/tech/bookings",
});

export default function Page() {
  inDefaultLanguage();
  return (
    <SignedInFrame namespaces={["techSignIn"]}>
      <TechBookingsIsland />
    </SignedInFrame>
  );
}
