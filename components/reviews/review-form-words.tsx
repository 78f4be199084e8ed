"use client";

import type { ReviewFormCopy } from "@/data/copy/review-form";
import { areaWords } from "@/components/shared/words";

/** The words of the review form's islands, in the page's language. */
export const [ReviewFormWordsProvider, useReviewFormWords] =
  areaWords<ReviewFormCopy>("The review form");
