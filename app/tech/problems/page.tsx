import { TechProblemsIsland } from "@/components/problems/tech-problems-island";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata({
  title: "Open problems",
  description: "The problems our technicians may bid on.",
  path: "/tech/problems",
});

/** A static shell; the island signs in and asks the server (docs/product.md §18). */
export default function Page() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <div className="min-h-96 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <noscript>
          <p className="text-slate-700">
            This page needs JavaScript to sign you in. Turn it on and reload the
            page.
          </p>
        </noscript>
        <TechProblemsIsland />
      </div>
    </div>
  );
}
