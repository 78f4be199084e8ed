import { serviceParams } from "@/components/services/service-route";
import { servicePreview } from "@/components/services/service-preview";

// The Spanish twin of the English service preview: the title and line in Spanish.
export const dynamicParams = false;

export const generateStaticParams = serviceParams;

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ service: string }> },
) {
  return servicePreview((await params).service, "es");
}
