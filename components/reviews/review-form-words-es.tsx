"use client";

import type { ReactNode } from "react";
import { reviewFormEs } from "@/data/es/review-form";
import { ReviewFormWordsProvider } from "./review-form-words";

/** The review form's words in Spanish, and nothing of the English. */
export function SpanishReviewFormWords({ children }: { children: ReactNode }) {
  return (
    <ReviewFormWordsProvider words={reviewFormEs}>
      {children}
    </ReviewFormWordsProvider>
  );
}
