import Link from "next/link";
import type { ReactNode } from "react";
import { translator } from "@/lib/i18n/catalogue";
import { indexable } from "@/lib/site";

/**
 * Tells whoever reviews a preview deployment what they are looking at, and where
 * to check search results and shared links (docs/product.md §8), after
 * `children` (what precedes it on the page). Production renders `children` alone:
 * wrapping them rather than taking a slot of its own, the banner leaves no `null`
 * in the page's RSC payload, and its classes are ones the site already uses, so a
 * production page is byte for byte what it was without it. Its words are
 * English on every page, for the reviewer (an English-only namespace).
 */
export function PreviewBanner({ children }: { children: ReactNode }) {
  if (indexable) return children;
  // Fixed at build time by next.config.mjs; empty when the host and git know nothing.
  const branch = process.env.BUILD_BRANCH;
  const commit = process.env.BUILD_COMMIT;
  const t = translator("en", "previewBanner");
  return (
    <>
      {children}
      <div
        role="region"
        aria-label={t("label")}
        className="bg-accent-400 px-4 py-2 text-center text-sm text-slate-950"
      >
        <p>
          <strong>{t("notice")}</strong>
          {branch ? <> · {t("branch", { branch })}</> : null}
          {commit ? <> · {t("commit", { commit })}</> : null} ·{" "}
          <Link
            href="/preview"
            className="font-semibold underline underline-offset-4"
          >
            {t("review")}
          </Link>
        </p>
      </div>
    </>
  );
}
