import {
  TechProfileRoute,
  techProfileMetadata,
} from "@/app/_pages/tech-profile";
import { pageLocale } from "@/lib/i18n/locale-params";

type Props = PageProps<"/[locale]/techs/[handle]">;

// Rendered on each request for the nonce of proxy.ts; the profile comes from
// the data cache, which staff's publish and hide refresh (docs/product.md §17.4).
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: Props) {
  return techProfileMetadata((await params).handle, await pageLocale(params));
}

export default async function TechPage({ params }: Props) {
  return (
    <TechProfileRoute
      handle={(await params).handle}
      locale={await pageLocale(params)}
    />
  );
}
