import { FeaturedServices } from "@/components/services/featured-services";
import { Hero } from "@/components/home/hero";
import { PricingTiers } from "@/components/shared/pricing-tiers";
import { company } from "@/data/company";
import { services } from "@/data/services";
import { JsonLd } from "@/components/seo/json-ld";
import { pageMetadata } from "@/lib/seo";
import { organizationJsonLd } from "@/lib/structured-data";

export const metadata = pageMetadata({
  // The root page is outside the layout's title template.
  title: `${company.name}: fixed-price home and office IT help`,
  description: `Printer, WiFi, virus removal, computer setup, repair, backup and software help at fixed prices, by phone or remote session, ${company.hours}.`,
  path: "/",
});

export default function HomePage() {
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <Hero />
      <FeaturedServices services={services} />
      <PricingTiers
        id="ites-services"
        title="ITES Services"
        intro="Managed IT for small offices: a plan covers your team's devices, accounts and storage, with help whenever you need it."
      />
    </>
  );
}
