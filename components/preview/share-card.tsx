import { getTranslations } from "next-intl/server";
import { FixedImage } from "@/components/images/fixed-image";
import type { PageFacts } from "@/lib/preview/page-facts";
import { sitePath } from "@/lib/preview/site-path";

/** The page as a shared link: its Open Graph picture, title and description. */
export async function ShareCard({ og }: { og: PageFacts["og"] }) {
  const t = await getTranslations({ locale: "en", namespace: "preview" });
  // The page names its picture on the public origin; this deployment serves the same file.
  const image = og.image && sitePath(og.image);
  return (
    <div className="w-full max-w-md">
      <h3 className="text-sm font-semibold text-slate-900">
        {t("sharedLink")}
      </h3>
      <div className="mt-1 overflow-hidden rounded-lg border border-slate-200 bg-white">
        {image ? (
          <FixedImage
            src={image}
            alt={og.imageAlt ?? ""}
            width={1200}
            height={630}
            className="aspect-[40/21] w-full object-cover"
          />
        ) : (
          <p className="p-3 text-sm text-slate-700">
            {og.image
              ? t("pictureElsewhere", { image: og.image })
              : t("noPicture")}
          </p>
        )}
        <div className="border-t border-slate-200 p-3 text-sm">
          <p className="font-semibold text-slate-900">
            {og.title ?? t("noTitle")}
          </p>
          <p className="mt-1 text-slate-700">
            {og.description ?? t("noDescription")}
          </p>
        </div>
      </div>
    </div>
  );
}
