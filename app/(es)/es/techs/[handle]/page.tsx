import { setRequestLocale } from "next-intl/server";
import {
  TechProfileRoute,
  techProfileMetadata,
} from "@/app/_pages/tech-profile";

type Props = { params: Promise<{ handle: string }> };

// Rendered on each request like /techs/<handle>, from the same data cache.
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: Props) {
  return techProfileMetadata((await params).handle, "es");
}

export default async function TechPage({ params }: Props) {
  setRequestLocale("es");
  return <TechProfileRoute handle={(await params).handle} locale="es" />;
}
