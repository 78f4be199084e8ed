import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { OfferingPage } from "@/components/marketing/offering-page";
import { getOffering, offerings } from "@/lib/content/offerings";
import { pageMetadata } from "@/lib/seo";

type Props = { params: Promise<{ offering: string }> };

// The managed IT pages at the top level (/cloud-computing, …). The list is
// closed: any other top-level path is the not-found page with status 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return offerings.map((offering) => ({ offering: offering.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const offering = getOffering((await params).offering);
  if (!offering) notFound();
  return pageMetadata({
    title: offering.title,
    description: offering.summary,
    path: `/${offering.slug}`,
  });
}

export default async function Page({ params }: Props) {
  const offering = getOffering((await params).offering);
  if (!offering) notFound();
  return <OfferingPage slug={offering.slug} locale="en" />;
}
