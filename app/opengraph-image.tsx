import { previewCard } from "@/components/seo/preview-card";
import { defaultPreview, previewSize } from "@/lib/seo";

export const size = previewSize;
export const contentType = "image/png";
export const alt = defaultPreview.alt;

export default function Image() {
  return previewCard({
    title: "Fixed-price IT help for home and office",
    line: "Printers, WiFi, viruses, backups",
    picture: "/images/services/wifi-and-network-connectivity.svg",
  });
}
