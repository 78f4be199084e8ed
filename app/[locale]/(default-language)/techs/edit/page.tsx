import { SignedInFrame } from "@/components/layout/signed-in-frame";
import { TechPanel } from "@/components/techs/tech-panel";
import { pageMetadata } from "@/lib/seo";
import { inDefaultLanguage } from "@/lib/i18n/locale-params";
import { translator } from "@/lib/i18n/catalogue";

// A Tech's pages are English only.
const t = translator("en", "techWork");

export const metadata = pageMetadata({
  title: t("pages.editTitle"),
  description: t("pages.editDescription"),
  path: "/techs/edit",
});

/** A static shell: the profile is fetched after a Tech signs in (docs/product.md §17.2). */
export default function TechEditPage() {
  inDefaultLanguage();
  return (
    <SignedInFrame
      namespaces={["techSignIn"]}
      noScript={
        <>
          <h1 className="text-3xl font-extrabold text-slate-900">
            {t("pages.editTitle")}
          </h1>
          <p className="mt-3 text-slate-700">{t("pages.editNoScript")}</p>
        </>
      }
    >
      <TechPanel />
    </SignedInFrame>
  );
}
