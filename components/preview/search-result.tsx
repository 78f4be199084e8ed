import { getTranslations } from "next-intl/server";
import type { PageFacts } from "@/lib/preview/page-facts";
import { cut, length, limits } from "@/lib/preview/warnings";

/**
 * The page as a search result: title and description cut where search engines
 * cut them, above the full text and its length.
 */
export async function SearchResult({
  facts,
  url,
}: {
  facts: PageFacts;
  url: string;
}) {
  const t = await getTranslations({ locale: "en", namespace: "preview" });
  const { title = "", description = "" } = facts;
  return (
    <div className="min-w-0">
      <h3 className="text-sm font-semibold text-slate-900">
        {t("searchResult")}
      </h3>
      <div className="mt-1 rounded-lg border border-slate-200 bg-white p-3">
        <p className="truncate text-sm text-slate-700">{url}</p>
        <p className="text-lg text-brand-700">{cut(title, limits.title)}</p>
        <p className="text-sm text-slate-700">
          {cut(description, limits.description.max)}
        </p>
      </div>
      <dl className="stack-1 mt-2 text-sm">
        <dt className="font-semibold text-slate-900">{t("title")}</dt>
        <dd className="text-slate-800">
          <span>{title}</span>{" "}
          <span className="text-slate-600">
            {t("characters", { count: String(length(title)) })}
          </span>
        </dd>
        <dt className="font-semibold text-slate-900">{t("description")}</dt>
        <dd className="text-slate-800">
          <span>{description}</span>{" "}
          <span className="text-slate-600">
            {t("characters", { count: String(length(description)) })}
          </span>
        </dd>
      </dl>
    </div>
  );
}
