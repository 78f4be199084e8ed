import { ContentDoor } from "@/components/cms/content-door";
import { SignedInFrame } from "@/components/layout/signed-in-frame";
import { pageMetadata } from "@/lib/seo";
import { inDefaultLanguage } from "@/lib/i18n/locale-params";
import { translator } from "@/lib/i18n/catalogue";

// The door is English only, like the desk.
const t = translator("en", "cmsDoor");

export const metadata = pageMetadata({
  title: t("page.title"),
  description: t("page.description"),
  path: "/content",
});

/** A static shell: the island signs the editor in and opens the CMS at /admin. */
export default function ContentPage() {
  inDefaultLanguage();
  return (
    <SignedInFrame width="max-w-2xl" namespaces={["cmsDoor"]}>
      <ContentDoor />
    </SignedInFrame>
  );
}
