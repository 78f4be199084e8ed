import { getTranslations } from "next-intl/server";
import type { PreviewedPage } from "@/lib/preview/warnings";

/** The counts a reviewer reads first: pages, warnings, and the pages to look at. */
export async function PreviewSummary({
  pages,
}: {
  pages: readonly PreviewedPage[];
}) {
  const t = await getTranslations({ locale: "en", namespace: "preview" });
  const flagged = pages.filter((page) => page.warnings.length > 0);
  const warnings = flagged.reduce((sum, page) => sum + page.warnings.length, 0);
  return (
    <section
      aria-labelledby="preview-summary"
      className="rounded-xl bg-white p-4 lift-sm"
    >
      <h2 id="preview-summary" className="text-xl font-bold text-slate-900">
        {t("summary")}
      </h2>
      <p className="mt-2 text-slate-800">
        {t("counts", {
          pages: String(pages.length),
          warnings,
          flagged: flagged.length,
        })}
      </p>
      {flagged.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2 text-sm">
          {flagged.map((page) => (
            <li key={page.path}>
              <a
                href={`#${previewId(page.path)}`}
                className="text-brand-700 underline underline-offset-4"
              >
                {page.path}
              </a>{" "}
              ({page.warnings.length})
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The fragment id of a page's row on /preview. */
export function previewId(path: string) {
  return `page${path === "/" ? "-home" : path.replace(/[^a-z0-9]+/gi, "-")}`;
}
