import type { Locale } from "@/data/locale";
import type { Service } from "@/data/services";
import type { ServiceGroup } from "@/lib/navigation";
import { ServiceListItem } from "./service-list-item";

/** Every service under its sidebar group: the page as it is without a search. */
export function ServiceCatalogue({
  groups,
  locale,
  from,
}: {
  locale: Locale;
  /** "From {price}", in the page's language. */
  from: (price: string) => string;
  groups: readonly ServiceGroup<Service>[];
}) {
  return (
    <div className="grid gap-10">
      {groups.map((group) => (
        <section
          key={group.category}
          aria-labelledby={`group-${group.category}`}
        >
          <h2
            id={`group-${group.category}`}
            className="text-2xl font-bold text-slate-900"
          >
            {group.label}
          </h2>
          <ul
            role="list"
            className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          >
            {group.services.map((service) => (
              <li key={service.slug}>
                <ServiceListItem
                  service={service}
                  locale={locale}
                  from={from}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
