import type { Metadata } from "next";
import { SignedInFrame } from "@/components/layout/signed-in-frame";
import { ClientProblemIsland } from "@/components/problems/client-problem-island";
import { noindexRobots } from "@/lib/deployment.mjs";
import { inDefaultLanguage } from "@/lib/i18n/locale-params";
import { translator } from "@/lib/i18n/catalogue";

/**
 * Never indexed, shared or in the sitemap: a problem is not public
 * (docs/product.md §18.1). The page is a shell; who may see the problem is
 * decided by the server when the island asks for it with the account's token.
 */
export const metadata: Metadata = {
  // The problem pages are English only.
  title: translator("en", "problems")("pages.yourTitle"),
  robots: noindexRobots,
};

export default async function Page({
  params,
}: {
  params: Promise<{ id: string }>;
}) {
  inDefaultLanguage();
  const { id } = await params;
  return (
    <SignedInFrame>
      {/* The bidders' ratings (components/shared/rating-summary.tsx). */}
      <ClientProblemIsland id={id.slice(0, 32)} />
    </SignedInFrame>
  );
}
