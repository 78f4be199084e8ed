import type { Service } from "@/data/services";

export function ServiceDescription({ service }: { service: Service }) {
  return (
    <section aria-labelledby="about-service">
      <h2 id="about-service" className="text-2xl font-bold text-slate-900">
        About this service
      </h2>
      <div className="mt-3 space-y-4 text-slate-700">
        {service.description.split("\n\n").map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}
