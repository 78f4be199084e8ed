import {
  ServiceRoute,
  serviceMetadata,
  serviceParams,
} from "@/app/_pages/service";

type Props = { params: Promise<{ service: string }> };

// The catalogue is closed: unknown slugs are redirected to /404 by proxy.ts.
export const dynamicParams = false;

export const generateStaticParams = serviceParams;

export async function generateMetadata({ params }: Props) {
  return serviceMetadata((await params).service, "en");
}

export default async function ServicePage({ params }: Props) {
  return <ServiceRoute slug={(await params).service} locale="en" />;
}
