"use client";

import type { ReactNode } from "react";
import { reviewFormEn } from "@/data/en/review-form";
import { ReviewFormWordsProvider } from "./review-form-words";

/** The review form's words in English, and nothing of the Spanish. */
export function EnglishReviewFormWords({ children }: { children: ReactNode }) {
  return (
    <ReviewFormWordsProvider words={reviewFormEn}>
      {children}
    </ReviewFormWordsProvider>
  );
}
