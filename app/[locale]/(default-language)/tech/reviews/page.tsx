import { SignedInFrame } from "@/components/layout/signed-in-frame";
import { TechReviewsIsland } from "@/components/reviews/tech-reviews-island";
import { pageMetadata } from "@/lib/seo";
import { inDefaultLanguage } from "@/lib/i18n/locale-params";
import { translator } from "@/lib/i18n/catalogue";

// A Tech's pages are English only.
const t = translator("en", "techWork");

export const metadata = pageMetadata({
  title: t("pages.reviewsTitle"),
  description: t("pages.reviewsDescription"),
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
