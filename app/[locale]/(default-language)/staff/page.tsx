import { SearchForm } from "@/components/staff/search-form";
import { StaffPanel } from "@/components/staff/staff-panel";
import { pageMetadata } from "@/lib/seo";
import { inDefaultLanguage } from "@/lib/i18n/locale-params";
import { translator } from "@/lib/i18n/catalogue";

// The desk is English only.
const t = translator("en", "desk");

export const metadata = pageMetadata({
  title: t("page.title"),
  description: t("page.description"),
  path: "/staff",
});

/** A static shell: every row of data is fetched after a staff member signs in (docs/product.md §15). */
export default function StaffPage() {
  inDefaultLanguage();
  return (
    <>
      <SearchForm />
      <div className="min-h-96 rounded-xl border border-slate-200 bg-white p-4 lift-sm sm:p-6">
        <noscript>
          <h1 className="text-3xl font-extrabold text-slate-900">
            {t("page.title")}
          </h1>
          <p className="mt-3 text-slate-700">{t("page.noScript")}</p>
        </noscript>
        {/* The reviews section's stars (components/reviews/stars.tsx). */}
        <StaffPanel />
      </div>
    </>
  );
}
