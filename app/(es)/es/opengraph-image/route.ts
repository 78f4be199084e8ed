import { previewCard } from "@/components/seo/preview-card";

// The Spanish pages' shared-link picture (spanishPreview in lib/seo.ts), its
// words in Spanish. A route rather than an opengraph-image file: in a route
// group Next.js would give that file a hashed address the pages cannot name.
export const dynamic = "force-static";

export function GET() {
  return previewCard({
    title: "Ayuda informática a precio fijo para hogar y oficina",
    line: "Impresoras, Wi-Fi, virus, copias de seguridad",
    picture: "/images/services/wifi-and-network-connectivity.svg",
  });
}
