import { setRequestLocale } from "next-intl/server";
import {
  ServiceRoute,
  serviceMetadata,
  serviceParams,
} from "@/app/_pages/service";

type Props = { params: Promise<{ service: string }> };

// The catalogue is closed: an unknown slug is the Spanish 404 (app/(es)/es/not-found.tsx).
export const dynamicParams = false;

export const generateStaticParams = serviceParams;

export async function generateMetadata({ params }: Props) {
  return serviceMetadata((await params).service, "es");
}

export default async function ServicePage({ params }: Props) {
  setRequestLocale("es");
  return <ServiceRoute slug={(await params).service} locale="es" />;
}
