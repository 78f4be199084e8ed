import { FeaturedServices } from "@/components/home/featured-services";
import { Hero } from "@/components/home/hero";
import { PricingTiers } from "@/components/pricing/pricing-tiers";
import { company } from "@/data/company";
import { services } from "@/data/services";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata({
  title: "Fixed-price home and office IT help",
  description: `Printer, WiFi, virus removal, computer setup, repair, backup and software help at fixed prices, by phone or remote session, ${company.hours}.`,
  path: "/",
});

export default function HomePage() {
  return (
    <>
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
