import { SignedInFrame } from "@/components/layout/signed-in-frame";
import { TechProblemsIsland } from "@/components/problems/tech-problems-island";
import { pageMetadata } from "@/lib/seo";
import { inDefaultLanguage } from "@/lib/i18n/locale-params";
import { translator } from "@/lib/i18n/catalogue";

// A Tech's pages are English only.
const t = translator("en", "techWork");

export const metadata = pageMetadata({
  title: t("pages.problemsTitle"),
  description: t("pages.problemsDescription"),
  path: "/tech/problems",
});

export default function Page() {
  inDefaultLanguage();
  return (
    <SignedInFrame namespaces={["techSignIn"]}>
      <TechProblemsIsland />
    </SignedInFrame>
  );
}
