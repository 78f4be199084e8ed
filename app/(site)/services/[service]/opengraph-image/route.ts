import { previewCard } from "@/components/seo/preview-card";
import { services } from "@/data/services";
import { getService } from "@/lib/catalogue";
import { formatUsd } from "@/data/money";
import { coverPath } from "@/lib/service-path";

// A route rather than an opengraph-image file: inside the (site) route group
// Next.js gives that file a hashed address, and the page names this one.
export const dynamicParams = false;

export function generateStaticParams() {
  return services.map((service) => ({ service: service.slug }));
}

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ service: string }> },
) {
  const service = getService((await params).service);
  if (!service) return new Response("Not found", { status: 404 });
  return previewCard({
    title: service.title,
    line: `STARTS AT ONLY ${formatUsd(service.price)}`,
    picture: coverPath(service.slug),
  });
}
