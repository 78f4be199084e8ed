import type { Service } from "@/data/services";

export function ServiceIncludes({ service }: { service: Service }) {
  return (
    <section aria-labelledby="services-include">
      <h2 id="services-include" className="text-2xl font-bold text-slate-900">
        Services Include
      </h2>
      <ul role="list" className="mt-4 grid gap-3 sm:grid-cols-2">
        {service.servicesIncluded.map((item) => (
          <li key={item} className="card flex gap-3 rounded-lg p-3">
            <span aria-hidden="true" className="font-bold text-brand-700">
              ✓
            </span>
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}
