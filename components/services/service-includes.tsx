import { servicePageCopy } from "@/data/copy/service-page";
import type { Locale } from "@/data/locale";
import type { Service } from "@/data/services";

export function ServiceIncludes({
  service,
  locale = "en",
}: {
  service: Service;
  locale?: Locale;
}) {
  return (
    <section aria-labelledby="services-include">
      <h2 id="services-include" className="text-2xl font-bold text-slate-900">
        {servicePageCopy[locale].includes}
      </h2>
      <ul role="list" className="ticks mt-4 grid gap-3 sm:grid-cols-2">
        {service.servicesIncluded.map((item) => (
          <li key={item} className="card gap-3 rounded-lg p-3">
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}
