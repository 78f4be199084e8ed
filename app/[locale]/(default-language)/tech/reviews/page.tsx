import { SignedInFrame } from "@/components/layout/signed-in-frame";
import { TechReviewsIsland } from "@/components/reviews/tech-reviews-island";
import { pageMetadata } from "@/lib/seo";
import { inDefaultLanguage } from "@/lib/i18n/locale-params";

export const metadata = pageMetadata({
  title: "Your reviews as a technician",
  description:
    "The reviews customers wrote about a technician's completed jobs, each with one public reply.",
  path: "/tech/reviews",
});

export default function Page() {
  inDefaultLanguage();
  return (
    <SignedInFrame namespaces={["techSignIn", "reviews", "techReviews"]}>
      <TechReviewsIsland />
    </SignedInFrame>
  );
}
