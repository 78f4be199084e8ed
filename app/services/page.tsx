import { NoMatchingService } from "@/components/services/no-matching-service";
import { priceStory } from "@/data/price-story";
import { ServiceCatalogue } from "@/components/services/service-catalogue";
import { ServiceSearch } from "@/components/services/service-search";
import { JsonLd } from "@/components/seo/json-ld";
import { company } from "@/data/company";
import { sidebarEntries } from "@/data/navigation";
import { services } from "@/data/services";
import { serviceGroups } from "@/lib/navigation";
import { pageMetadata } from "@/lib/seo";
import { serviceListJsonLd } from "@/lib/structured-data";

export const metadata = pageMetadata({
  title: "All services",
  description: `Every fixed-price IT support service in one list: printers, WiFi, viruses, slow computers, backups, browsers and software. Search in your own words, ${company.hours}.`,
  path: "/services",
});

export default function ServicesPage() {
  const groups = serviceGroups(sidebarEntries, services);
  return (
    <div className="mx-auto max-w-content px-4 py-10 sm:px-6">
      <JsonLd data={serviceListJsonLd(groups.flatMap((g) => g.services))} />
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
        All services
      </h1>
      <p className="mt-2 mb-6 max-w-2xl text-slate-600">
        {priceStory.price} {priceStory.payment} Find the service for your
        problem, or browse them all by kind.
      </p>
      <ServiceSearch noMatches={<NoMatchingService />}>
        <ServiceCatalogue groups={groups} />
      </ServiceSearch>
    </div>
  );
}
