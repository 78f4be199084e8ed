import { getTranslations } from "next-intl/server";
import type { Locale } from "@/data/locale";
import type { Service } from "@/data/services";

export async function ServiceIncludes({
  service,
  locale = "en",
}: {
  service: Service;
  locale?: Locale;
}) {
  const said = await getTranslations({ locale, namespace: "servicePage" });
  return (
    <section aria-labelledby="services-include">
      <h2 id="services-include" className="text-2xl font-bold text-slate-900">
        {said("includes")}
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
