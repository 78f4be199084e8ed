"use client";

import { ErrorView } from "@/components/layout/error-view";
import { useErrorWords } from "@/components/layout/error-words";

/** Any exception in a page, in the page's language: its layout gives these words. */
export default function ErrorPage(props: {
  error: unknown;
  retry: () => void;
}) {
  return <ErrorView {...props} words={useErrorWords()} />;
}
