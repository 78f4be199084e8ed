import { getTranslations } from "next-intl/server";
import { previewId } from "@/components/preview/preview-summary";
import { SearchResult } from "@/components/preview/search-result";
import { ShareCard } from "@/components/preview/share-card";
import type { PreviewedPage } from "@/lib/preview/warnings";

type Props = {
  page: PreviewedPage;
  /** The page's public address, shown where a search result shows it. */
  url: string;
  /** Cart, checkout and sign-in: reviewed all the same, but never in search results. */
  searchable: boolean;
};

/** One page of the site as search engines and shared links will show it. */
export async function PagePreview({ page, url, searchable }: Props) {
  const t = await getTranslations({ locale: "en", namespace: "preview" });
  const { facts, warnings } = page;
  const id = previewId(page.path);
  const types = [...new Set(facts?.structuredData.flatMap((d) => d.types))];
  return (
    <article aria-labelledby={id} className="rounded-xl bg-white p-4 lift-sm">
      <h2 id={id} className="text-xl font-bold text-slate-900">
        <a
          href={page.path}
          className="text-brand-700 underline underline-offset-4"
        >
          {page.path}
        </a>
      </h2>
      {!searchable && (
        <p className="mt-1 text-sm text-slate-700">{t("noindex")}</p>
      )}
      {facts && (
        <div className="mt-4 grid gap-6 lg:grid-cols-[1fr_22rem]">
          <SearchResult facts={facts} url={facts.canonical ?? url} />
          <ShareCard og={facts.og} />
        </div>
      )}
      <p className="mt-4 text-sm text-slate-800">
        <span className="font-semibold">{t("structuredData")}</span>{" "}
        {types.length ? types.join(", ") : t("none")}
      </p>
      <div className="mt-2 text-sm">
        {warnings.length ? (
          <>
            <p className="font-semibold text-red-800">
              {t("warnings", { count: warnings.length })}
            </p>
            <ul className="stack-1 mt-1 text-red-800">
              {warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          </>
        ) : (
          <p className="text-slate-700">{t("noWarnings")}</p>
        )}
      </div>
    </article>
  );
}
