import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ServiceCartActions } from "@/components/cart/service-cart-actions";
import { ServiceDescription } from "@/components/services/service-description";
import { ServiceFaq } from "@/components/services/service-faq";
import { ServiceHero } from "@/components/services/service-hero";
import { JsonLd } from "@/components/seo/json-ld";
import { ServiceIncludes } from "@/components/services/service-includes";
import { ShareButton } from "@/components/share/share-button";
import { ServiceReviews } from "@/components/reviews/service-reviews";
import { ServiceTechs } from "@/components/techs/service-techs";
import { ZipCheck } from "@/components/cart/zip-check";
import { services } from "@/data/services";
import { getService, remoteHelp } from "@/lib/catalogue";
import { servicePath } from "@/lib/service-path";
import { formatUsd } from "@/data/money";
import { pageMetadata, previewSize } from "@/lib/seo";
import { siteUrl } from "@/lib/site";
import {
  breadcrumbJsonLd,
  faqJsonLd,
  serviceJsonLd,
} from "@/lib/structured-data";

type Props = { params: Promise<{ service: string }> };

// The catalogue is closed: unknown slugs are redirected to /404 by proxy.ts.
export const dynamicParams = false;

export function generateStaticParams() {
  return services.map((service) => ({ service: service.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const service = getService((await params).service);
  return service
    ? pageMetadata({
        title: service.title,
        description: service.summary,
        path: servicePath(service.slug),
        image: {
          url: `${servicePath(service.slug)}/opengraph-image`,
          ...previewSize,
          alt: `${service.title}, starts at only ${formatUsd(service.price)}`,
        },
      })
    : {};
}

export default async function ServicePage({ params }: Props) {
  const service = getService((await params).service);
  if (!service) notFound();
  return (
    <article>
      <JsonLd data={serviceJsonLd(service)} />
      <JsonLd data={faqJsonLd(service)} />
      <JsonLd data={breadcrumbJsonLd(service)} />
      <ServiceHero
        service={service}
        actions={
          <div className="grid gap-3">
            <ServiceCartActions slug={service.slug} />
            <ShareButton
              title={service.title}
              url={new URL(servicePath(service.slug), siteUrl()).href}
              label="Share this service"
              fieldLabel="Service link"
            />
          </div>
        }
      />
      <div className="mx-auto grid max-w-content gap-12 px-4 py-10 sm:px-6">
        {service.homeVisit ? (
          <ZipCheck
            slug={service.slug}
            remoteHelp={remoteHelp()[service.slug] ?? []}
          />
        ) : (
          <p className="rounded-xl border border-slate-300 bg-white p-4 text-slate-900">
            <strong>Remote help works anywhere:</strong> this service is done by
            phone or in a remote session you approve, wherever you are.
          </p>
        )}
        <ServiceDescription service={service} />
        <ServiceIncludes service={service} />
        <ServiceFaq service={service} />
        <ServiceTechs slug={service.slug} title={service.title} />
        <ServiceReviews slug={service.slug} />
      </div>
    </article>
  );
}
