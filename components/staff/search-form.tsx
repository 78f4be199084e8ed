import { useTranslations } from "next-intl";
import { searchTextLimit, type SearchQuery } from "@/lib/desk/search";
import { DeskGetForm } from "./desk-get-form";

const input =
  "w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900";

/**
 * The desk's search: a GET form, so it works with JavaScript off
 * (docs/product.md §15.13), held with JavaScript until the desk's cookie is
 * set. The frame shows the box alone; the results page adds the filters,
 * with the states of every kind the search knows.
 */
export function SearchForm({
  query,
  states,
}: {
  query?: SearchQuery;
  /** With the filters: the state filter's choices, value and label. */
  states?: readonly (readonly [string, string])[];
}) {
  const t = useTranslations("deskSearch");
  return (
    <DeskGetForm
      role="search"
      action="/staff/search"
      aria-label={t("label")}
      className="grid gap-3"
    >
      <div className="flex flex-wrap items-end gap-2">
        <label className="grid min-w-0 flex-1 basis-56 gap-1 text-sm font-semibold">
          {t("text")}
          <input
            type="search"
            name="q"
            defaultValue={query?.q}
            maxLength={searchTextLimit}
            autoComplete="off"
            className={input}
          />
        </label>
        <button type="submit" className="btn-primary">
          {t("search")}
        </button>
      </div>
      {states && (
        <div className="grid gap-3 sm:grid-cols-3">
          <label className="grid gap-1 text-sm font-semibold">
            {t("state")}
            <select name="state" defaultValue={query?.state} className={input}>
              <option value="">{t("anyState")}</option>
              {states.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          <label className="grid gap-1 text-sm font-semibold">
            {t("from")}
            <input
              type="date"
              name="from"
              defaultValue={query?.from}
              className={input}
            />
          </label>
          <label className="grid gap-1 text-sm font-semibold">
            {t("to")}
            <input
              type="date"
              name="to"
              defaultValue={query?.to}
              className={input}
            />
          </label>
        </div>
      )}
    </DeskGetForm>
  );
}
