import type { Metadata } from "next";
import { ClientProblemIsland } from "@/components/problems/client-problem-island";
import { noindexRobots } from "@/lib/deployment.mjs";

/**
 * Never indexed, shared or in the sitemap: a problem is not public
 * (docs/product.md §18.1). The page is a shell; who may see the problem is
 * decided by the server when the island asks for it with the account's token.
 */
export const metadata: Metadata = {
  title: "Your problem",
  robots: noindexRobots,
};

export default async function Page({
  params,
}: {
  params: Promise<{ id: string }>;
}) {
  const { id } = await params;
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <div className="min-h-96 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <noscript>
          <p className="text-slate-700">
            This page needs JavaScript to sign you in. Turn it on and reload the
            page.
          </p>
        </noscript>
        <ClientProblemIsland id={id.slice(0, 32)} />
      </div>
    </div>
  );
}
