import { SignedInFrame } from "@/components/layout/signed-in-frame";
import { NewProblemIsland } from "@/components/problems/new-problem-island";
import { pageMetadata } from "@/lib/seo";
import { inDefaultLanguage } from "@/lib/i18n/locale-params";

export const metadata = pageMetadata({
  title: "Post a problem",
  description:
    "Describe a technical problem that none of our fixed-price services covers, and our checked technicians send you bids.",
  path: "/problems/new",
});

export default function Page() {
  inDefaultLanguage();
  return (
    <SignedInFrame>
      <NewProblemIsland />
    </SignedInFrame>
  );
}
