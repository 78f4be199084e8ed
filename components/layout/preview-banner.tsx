import Link from "next/link";
import type { ReactNode } from "react";
import { indexable } from "@/lib/site";

/**
 * Tells whoever reviews a preview deployment what they are looking at, and where
 * to check search results and shared links (docs/product.md §8), after
 * `children` (what precedes it on the page). Production renders `children` alone:
 * wrapping them rather than taking a slot of its own, the banner leaves no `null`
 * in the page's RSC payload, and its classes are ones the site already uses, so a
 * production page is byte for byte what it was without it.
 */
export function PreviewBanner({ children }: { children: ReactNode }) {
  if (indexable) return children;
  // Fixed at build time by next.config.mjs; empty when the host and git know nothing.
  const branch = process.env.BUILD_BRANCH;
  const commit = process.env.BUILD_COMMIT;
  return (
    <>
      {children}
      <div
        role="region"
        aria-label="Preview"
        className="bg-accent-400 px-4 py-2 text-center text-sm text-slate-950"
      >
        <p>
          <strong>Preview — not visible to search engines</strong>
          {branch ? <> · branch {branch}</> : null}
          {commit ? <> · commit {commit}</> : null} ·{" "}
          <Link
            href="/preview"
            className="font-semibold underline underline-offset-4"
          >
            Review search results and shared links
          </Link>
        </p>
      </div>
    </>
  );
}
