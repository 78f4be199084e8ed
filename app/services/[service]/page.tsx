import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ServiceCartActions } from "@/components/cart/service-cart-actions";
import { ServiceDescription } from "@/components/services/service-description";
import { ServiceFaq } from "@/components/services/service-faq";
import { ServiceHero } from "@/components/services/service-hero";
import { ServiceIncludes } from "@/components/services/service-includes";
import { services } from "@/data/services";
import { getService, servicePath } from "@/lib/catalogue";
import { pageMetadata } from "@/lib/seo";

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
      })
    : {};
}

export default async function ServicePage({ params }: Props) {
  const service = getService((await params).service);
  if (!service) notFound();
  return (
    <article>
      <ServiceHero
        service={service}
        actions={<ServiceCartActions slug={service.slug} />}
      />
      <div className="mx-auto grid max-w-content gap-12 px-4 py-10 sm:px-6">
        <ServiceDescription service={service} />
        <ServiceIncludes service={service} />
        <ServiceFaq service={service} />
      </div>
    </article>
  );
}
