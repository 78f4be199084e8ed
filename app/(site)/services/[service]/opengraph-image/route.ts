import { serviceParams } from "@/app/_pages/service";
import { servicePreview } from "@/app/_pages/service-preview";

// A route rather than an opengraph-image file: inside the (site) route group
// Next.js gives that file a hashed address, and the page names this one.
export const dynamicParams = false;

export const generateStaticParams = serviceParams;

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ service: string }> },
) {
  return servicePreview((await params).service, "en");
}
