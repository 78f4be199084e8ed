import { SignedInFrame } from "@/components/layout/signed-in-frame";
import { TechProblemsIsland } from "@/components/problems/tech-problems-island";
import { pageMetadata } from "@/lib/seo";
import { inDefaultLanguage } from "@/lib/i18n/locale-params";

export const metadata = pageMetadata({
  title: "Open problems",
  description: "The problems our technicians may bid on.",
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
