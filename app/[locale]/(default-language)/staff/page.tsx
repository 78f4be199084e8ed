import { SearchForm } from "@/components/staff/search-form";
import { StaffPanel } from "@/components/staff/staff-panel";
import { pageMetadata } from "@/lib/seo";
import { inDefaultLanguage } from "@/lib/i18n/locale-params";

export const metadata = pageMetadata({
  title: "Staff desk",
  description:
    "The company's desk for confirming booking requests, closing appointments and answering contact messages. Staff accounts only.",
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
          <h1 className="text-3xl font-extrabold text-slate-900">Staff desk</h1>
          <p className="mt-3 text-slate-700">
            The staff desk needs JavaScript. Turn it on and reload this page.
          </p>
        </noscript>
        {/* The reviews section's stars (components/reviews/stars.tsx). */}
        <StaffPanel />
      </div>
    </>
  );
}
