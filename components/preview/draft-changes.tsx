import { getTranslations } from "next-intl/server";
import { formatUsd } from "@/data/money";
import type { DraftChange } from "@/lib/cms/content-changes";
import { pageDocumentLabel } from "@/lib/cms/page-kinds";

/** A page's field as the CMS labels it: `servicesIncluded` is "services included". */
const fieldWords = (name: string) =>
  name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();

/**
 * The pages whose drafts differ from what is published (lib/cms/
 * content-changes.ts), each with the fields that differ, and a warning
 * line for a price a publish would change. `undefined`: the drafts could
 * not be read, which it says.
 */
export async function DraftChanges({
  changes,
}: {
  changes: readonly DraftChange[] | undefined;
}) {
  const t = await getTranslations({
    locale: "en",
    namespace: "preview.drafts",
  });
  return (
    <section
      aria-labelledby="preview-drafts"
      className="rounded-xl bg-white p-4 lift-sm"
    >
      <h2 id="preview-drafts" className="text-xl font-bold text-slate-900">
        {t("title")}
      </h2>
      <p className="mt-2 text-slate-800">{t("lead")}</p>
      {changes === undefined ? (
        <p className="mt-2 font-semibold text-slate-900">{t("unavailable")}</p>
      ) : changes.length === 0 ? (
        <p className="mt-2 text-slate-800">{t("none")}</p>
      ) : (
        <ul className="stack-2 mt-2">
          {changes.map((change) => (
            <li
              key={`${change.kind} ${change.path} ${change.locale} ${"key" in change ? change.key : ""}`}
            >
              <a
                href={change.path}
                className="font-semibold text-brand-700 underline underline-offset-4"
              >
                {change.path}
              </a>{" "}
              <span className="text-slate-800">
                {change.kind === "service"
                  ? t("fields", {
                      fields: change.fields
                        .map((field) => t(`field.${field}`))
                        .join(", "),
                    })
                  : t("pageFields", {
                      page: pageDocumentLabel(change.kind, change.key),
                      fields: change.fields.map(fieldWords).join(", "),
                    })}
              </span>
              {change.kind === "service" && change.price && (
                <p className="font-bold text-red-800">
                  {t("price", {
                    from: formatUsd(change.price.from),
                    to: formatUsd(change.price.to),
                  })}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
