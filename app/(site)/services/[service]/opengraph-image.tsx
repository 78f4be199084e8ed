import { notFound } from "next/navigation";
import { previewCard } from "@/components/seo/preview-card";
import { services } from "@/data/services";
import { getService } from "@/lib/catalogue";
import { formatUsd } from "@/data/money";
import { previewSize } from "@/lib/seo";
import { coverPath } from "@/lib/service-path";

export const size = previewSize;
export const contentType = "image/png";
export const alt = "The service, its starting price and our illustration of it";

export function generateStaticParams() {
  return services.map((service) => ({ service: service.slug }));
}

export default async function Image({
  params,
}: {
  params: Promise<{ service: string }>;
}) {
  const service = getService((await params).service);
  if (!service) notFound();
  return previewCard({
    title: service.title,
    line: `STARTS AT ONLY ${formatUsd(service.price)}`,
    picture: coverPath(service.slug),
  });
}
