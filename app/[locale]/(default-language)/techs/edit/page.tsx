import { SignedInFrame } from "@/components/layout/signed-in-frame";
import { TechPanel } from "@/components/techs/tech-panel";
import { pageMetadata } from "@/lib/seo";
import { inDefaultLanguage } from "@/lib/i18n/locale-params";

export const metadata = pageMetadata({
  title: "Your technician profile",
  description:
    "Our technicians write their public profile here: skills, where they work, languages and a photo. Staff check each profile before it is published.",
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
            Your technician profile
          </h1>
          <p className="mt-3 text-slate-700">
            The profile editor needs JavaScript to sign you in. Turn it on and
            reload this page.
          </p>
        </>
      }
    >
      <TechPanel />
    </SignedInFrame>
  );
}
