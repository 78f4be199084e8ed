import { serviceParams } from "@/app/_pages/service";
import { servicePreview } from "@/app/_pages/service-preview";

// The Spanish twin of the English service preview: the title and line in Spanish.
export const dynamicParams = false;

export const generateStaticParams = serviceParams;

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ service: string }> },
) {
  return servicePreview((await params).service, "es");
}
