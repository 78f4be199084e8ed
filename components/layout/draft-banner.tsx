import type { ReactNode } from "react";
import { cmsPreviewPath } from "@/lib/cms/paths";
import { translator } from "@/lib/i18n/catalogue";

/**
 * Says, on every page an editor previews in Draft Mode (docs/cms.md;
 * `drafts`, from showsDrafts in lib/server/cms/preview.ts), that
 * it shows drafts, with the way back to the published site, after
 * `children`. Otherwise it renders `children` alone, as PreviewBanner does,
 * so a published page is byte for byte what it was without it. English, for
 * the team, on every page (an English-only namespace).
 */
export function DraftBanner({
  drafts,
  children,
}: {
  drafts: boolean;
  children: ReactNode;
}) {
  if (!drafts) return children;
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
