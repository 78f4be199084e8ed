import { SignedInFrame } from "@/components/layout/signed-in-frame";
import { NewProblemIsland } from "@/components/problems/new-problem-island";
import { pageMetadata } from "@/lib/seo";
import { inDefaultLanguage } from "@/lib/i18n/locale-params";
import { translator } from "@/lib/i18n/catalogue";

// The problem pages are English only.
const t = translator("en", "problems");

export const metadata = pageMetadata({
  title: t("pages.newTitle"),
  description: t("pages.newDescription"),
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
