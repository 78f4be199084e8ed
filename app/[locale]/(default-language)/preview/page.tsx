import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { DraftChanges } from "@/components/preview/draft-changes";
import { PagePreview } from "@/components/preview/page-preview";
import { PreviewSummary } from "@/components/preview/preview-summary";
import { previewBuiltSite } from "@/lib/server/built-site";
import { pendingDrafts } from "@/lib/server/cms/drafts";
import { indexablePaths } from "@/lib/routes";
import { privatePaths } from "@/lib/deployment.mjs";
import { indexable, siteUrl } from "@/lib/site";
import { inDefaultLanguage } from "@/lib/i18n/locale-params";
import { translator } from "@/lib/i18n/catalogue";

// The review is English only.
const t = translator("en", "preview");

export const metadata: Metadata = {
  title: t("page.title"),
  description: t("page.description"),
  robots: { index: false, follow: false },
};

/**
 * Preview builds only (docs/product.md §8): the drafts not yet published,
 * then the sitemap's pages, then the private ones.
 */
export default async function PreviewPage() {
  inDefaultLanguage();
  if (indexable) notFound();
  // Per request: the other pages are pre-rendered in parallel with this one, so
  // only once the build is done is every page's HTML there to read.
  await connection();
  const searchable = new Set(indexablePaths);
  const pages = previewBuiltSite([...indexablePaths, ...privatePaths]);
  const drafts = await pendingDrafts();
  return (
    <div className="mx-auto stack-4 max-w-content px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
        {t("page.title")}
      </h1>
      <p className="max-w-prose text-slate-700">{t("page.lead")}</p>
      <PreviewSummary pages={pages} />
      <DraftChanges changes={drafts} />
      {pages.map((page) => (
        <PagePreview
          key={page.path}
          page={page}
          url={new URL(page.path, siteUrl()).href}
          searchable={searchable.has(page.path)}
        />
      ))}
    </div>
  );
}
