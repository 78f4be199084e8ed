import { serviceParams } from "@/app/_pages/service";
import { servicePreview } from "@/app/_pages/service-preview";
import { localeOf, localeParams } from "@/lib/i18n/locale-params";

// A route rather than an opengraph-image file, whose address Next.js would
// hash: the page names this one, in its own language.
export const dynamicParams = false;

// A route is under no layout, so it names the languages itself.
export const generateStaticParams = () =>
  localeParams().flatMap((locale) =>
    serviceParams().map((service) => ({ ...locale, ...service })),
  );

export async function GET(
  _request: Request,
  { params }: RouteContext<"/[locale]/services/[service]/opengraph-image">,
) {
  const { service, ...locale } = await params;
  return servicePreview(service, localeOf(locale));
}
