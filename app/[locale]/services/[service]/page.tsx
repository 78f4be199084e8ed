import {
  ServiceRoute,
  serviceMetadata,
  serviceParams,
} from "@/app/_pages/service";
import { pageLocale } from "@/lib/i18n/locale-params";

type Props = PageProps<"/[locale]/services/[service]">;

// The catalogue is closed: unknown slugs are redirected to /404 by proxy.ts.
export const dynamicParams = false;

export const generateStaticParams = serviceParams;

export async function generateMetadata({ params }: Props) {
  return serviceMetadata((await params).service, await pageLocale(params));
}

export default async function ServicePage({ params }: Props) {
  return (
    <ServiceRoute
      slug={(await params).service}
      locale={await pageLocale(params)}
    />
  );
}
