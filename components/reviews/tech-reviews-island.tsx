"use client";

import { TechGate } from "@/components/account/tech-gate";
import { TechReviews } from "./tech-reviews";

/** /tech/reviews: the Tech's sign-in, then their reviews (docs/product.md §24). */
export function TechReviewsIsland() {
  return (
    <TechGate>
      {({ token, onRefused }) => (
        <TechReviews token={token} onRefused={onRefused} />
      )}
    </TechGate>
  );
}
