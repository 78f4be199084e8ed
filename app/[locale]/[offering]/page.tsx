import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { OfferingPage } from "@/components/marketing/offering-page";
import { getOffering, offerings } from "@/data/offerings";
import { offeringContent } from "@/lib/content/offerings";
import { localePath } from "@/lib/i18n/paths";
import { pageLocale } from "@/lib/i18n/locale-params";
import { pageMetadata } from "@/lib/seo";
import { shownContent } from "@/lib/server/content/catalogue";

type Props = PageProps<"/[locale]/[offering]">;

// The managed IT pages at the top level (/cloud-computing, …). The list is
// closed: any other top-level path is the not-found page with status 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return offerings.map((offering) => ({ offering: offering.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const offering = getOffering((await params).offering);
  if (!offering) notFound();
  const copy = offeringContent(await shownContent(), locale, offering.slug);
  return pageMetadata({
    title: copy.title,
    description: copy.summary,
    path: localePath(locale, `/${offering.slug}`),
    locale,
  });
}

export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  const offering = getOffering((await params).offering);
  if (!offering) notFound();
  return (
    <OfferingPage
      slug={offering.slug}
      locale={locale}
      content={await shownContent()}
    />
  );
}
