import { TechsRoute, techsMetadata } from "@/app/_pages/techs";
import { pageLocale } from "@/lib/i18n/locale-params";

type Props = PageProps<"/[locale]/techs">;

export async function generateMetadata({ params }: Props) {
  return techsMetadata(await pageLocale(params));
}

// Rendered on each request, so the page's scripts carry that request's
// nonce (proxy.ts); the profiles come from the data cache, not the database
// (docs/product.md §17.4).
export const dynamic = "force-dynamic";

export default async function TechsPage({ params, searchParams }: Props) {
  return (
    <TechsRoute query={await searchParams} locale={await pageLocale(params)} />
  );
}
