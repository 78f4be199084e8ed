import { previewCard } from "@/components/seo/preview-card";
import { translator } from "@/lib/i18n/catalogue";
import { defaultPreview, previewSize } from "@/lib/seo";

export const size = previewSize;
export const contentType = "image/png";
export const alt = defaultPreview.alt;

export default function Image() {
  const t = translator("en", "preview");
  return previewCard({
    title: t("title"),
    line: t("line"),
    picture: "/images/services/wifi-and-network-connectivity.svg",
  });
}
