import { draftMode, headers } from "next/headers";
import type { ReactNode } from "react";
import { publishedLiveHeader } from "@/lib/cms/live";
import { cmsPreviewPath } from "@/lib/cms/paths";
import { translator } from "@/lib/i18n/catalogue";

/**
 * Says, on every page an editor previews in Draft Mode (docs/cms.md), that
 * it shows drafts, with the way back to the published site, after
 * `children`. A page the proxy has made on request because content was
 * published since the build uses the same bypass and says so in a header:
 * it shows what is published, and no banner (as shownCatalogue in
 * lib/server/content/catalogue.ts decides for the content). Otherwise it renders
 * `children` alone, as PreviewBanner does, so a published page is byte for
 * byte what it was without it. English, for the team, on every page (an
 * English-only namespace).
 */
export async function DraftBanner({ children }: { children: ReactNode }) {
  if (!(await draftMode()).isEnabled) return children;
  if ((await headers()).get(publishedLiveHeader) === "1") return children;
  const t = translator("en", "draftBanner");
  return (
    <>
      {children}
      <div
        role="region"
        aria-label={t("label")}
        className="bg-accent-400 px-4 py-2 text-center text-sm text-slate-950"
      >
        <p>
          <strong>{t("notice")}</strong>{" "}
          <a
            href={`${cmsPreviewPath}/leave`}
            className="font-semibold underline underline-offset-4"
          >
            {t("leave")}
          </a>
        </p>
      </div>
    </>
  );
}
