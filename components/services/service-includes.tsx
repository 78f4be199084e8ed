import type { Service } from "@/data/services";

export function ServiceIncludes({ service }: { service: Service }) {
  return (
    <section aria-labelledby="services-include">
      <h2 id="services-include" className="text-2xl font-bold text-slate-900">
        Services Include
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
