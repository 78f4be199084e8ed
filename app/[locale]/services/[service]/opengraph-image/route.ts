import { serviceParams } from "@/app/_pages/service";
import { servicePreview } from "@/app/_pages/service-preview";
import { localeOf } from "@/lib/i18n/locale-params";

// A route rather than an opengraph-image file, whose address Next.js would
// hash: the page names this one, in its own language.
export const dynamicParams = false;

export const generateStaticParams = serviceParams;

export async function GET(
  _request: Request,
  { params }: RouteContext<"/[locale]/services/[service]/opengraph-image">,
) {
  const { service, ...locale } = await params;
  return servicePreview(service, localeOf(locale));
}
