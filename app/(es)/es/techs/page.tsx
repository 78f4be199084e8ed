import { setRequestLocale } from "next-intl/server";
import { TechsRoute, techsMetadata, type TechsQuery } from "@/app/_pages/techs";

export const metadata = techsMetadata("es");

// Rendered on each request like /techs, from the same data cache.
export const dynamic = "force-dynamic";

export default async function TechsPage({
  searchParams,
}: {
  searchParams: Promise<TechsQuery>;
}) {
  setRequestLocale("es");
  return <TechsRoute query={await searchParams} locale="es" />;
}
