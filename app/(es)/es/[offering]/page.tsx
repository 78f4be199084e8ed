import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { OfferingPage } from "@/components/marketing/offering-page";
import {
  getOffering,
  offeringContent,
  offerings,
} from "@/lib/content/offerings";
import { pageMetadata } from "@/lib/seo";

type Props = { params: Promise<{ offering: string }> };

// The managed IT pages in Spanish (/es/cloud-computing, …): the same closed list.
export const dynamicParams = false;

export function generateStaticParams() {
  return offerings.map((offering) => ({ offering: offering.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const offering = getOffering((await params).offering);
  if (!offering) notFound();
  const copy = offeringContent("es", offering.slug);
  return pageMetadata({
    title: copy.title,
    description: copy.summary,
    path: `/es/${offering.slug}`,
    locale: "es",
  });
}

export default async function Page({ params }: Props) {
  setRequestLocale("es");
  const offering = getOffering((await params).offering);
  if (!offering) notFound();
  return <OfferingPage slug={offering.slug} locale="es" />;
}
