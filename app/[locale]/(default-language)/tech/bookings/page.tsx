import { SignedInFrame } from "@/components/layout/signed-in-frame";
import { TechBookingsIsland } from "@/components/problems/tech-bookings-island";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata({
  title: "Your bookings as a technician",
  description:
    "The bookings assigned to a technician: confirm a start time and record how it went.",
  path: "/tech/bookings",
});

export default function Page() {
  return (
    <SignedInFrame namespaces={["techSignIn"]}>
      <TechBookingsIsland />
    </SignedInFrame>
  );
}
