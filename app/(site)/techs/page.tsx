import { TechsRoute, techsMetadata, type TechsQuery } from "@/app/_pages/techs";

export const metadata = techsMetadata("en");

// Rendered on each request, so the page's scripts carry that request's
// nonce (proxy.ts); the profiles come from the data cache, not the database
// (docs/product.md §17.4).
export const dynamic = "force-dynamic";

export default async function TechsPage({
  searchParams,
}: {
  searchParams: Promise<TechsQuery>;
}) {
  return <TechsRoute query={await searchParams} locale="en" />;
}
