import { SignedInFrame } from "@/components/layout/signed-in-frame";
import { TechBookingsIsland } from "@/components/problems/tech-bookings-island";
import { pageMetadata } from "@/lib/seo";
import { inDefaultLanguage } from "@/lib/i18n/locale-params";
import { translator } from "@/lib/i18n/catalogue";

// A Tech's pages are English only.
const t = translator("en", "techWork");

export const metadata = pageMetadata({
  title: t("pages.bookingsTitle"),
  description: t("pages.bookingsDescription"),
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
