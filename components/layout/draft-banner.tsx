import { draftMode, headers } from "next/headers";
import type { ReactNode } from "react";
import { publishedLiveHeader } from "@/lib/cms/live";
import { cmsPreviewPath } from "@/lib/cms/paths";
import { shownView } from "@/lib/cms/shown-view";
import { translator } from "@/lib/i18n/catalogue";

/**
 * Says, on every page seen in Draft Mode (docs/cms.md), what it shows: an
 * editor's drafts, or a reviewer's one draft, or that the review link no
 * longer opens it, with the way back to the published site, after
 * `children`. What it shows is what shownCatalogue
 * (lib/server/content/catalogue.ts) decided for this request, which the
 * layout read before drawing this. A page the proxy has made on request
 * because content was published since the build uses the same bypass and
 * says so in a header: it shows what is published, and no banner.
 * Otherwise it renders `children` alone, as PreviewBanner does, so a
 * published page is byte for byte what it was without it. English, for the
 * team and its reviewers, on every page (an English-only namespace).
 */
export async function DraftBanner({ children }: { children: ReactNode }) {
  if (!(await draftMode()).isEnabled) return children;
  if ((await headers()).get(publishedLiveHeader) === "1") return children;
  const view = shownView();
  if (!view || view.kind === "published") return children;
  const t = translator("en", "draftBanner");
  const notice =
    view.kind === "review"
      ? t("review", { title: view.title })
      : view.kind === "reviewEnded"
        ? t("reviewEnded")
        : t("notice");
  return (
    <>
      {children}
      <div
        role="region"
        aria-label={t("label")}
        className="bg-accent-400 px-4 py-2 text-center text-sm text-slate-950"
      >
        <p>
          <strong>{notice}</strong>{" "}
          <a
            href={`${cmsPreviewPath}/leave`}
            className="font-semibold underline underline-offset-4"
          >
            {view.kind === "drafts" ? t("leave") : t("leaveReview")}
          </a>
        </p>
      </div>
    </>
  );
}
