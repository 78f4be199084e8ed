import { getTranslations } from "next-intl/server";
import type { Locale } from "@/data/locale";
import type { Service } from "@/data/services";

export async function ServiceDescription({
  service,
  locale = "en",
}: {
  service: Service;
  locale?: Locale;
}) {
  const said = await getTranslations({ locale, namespace: "servicePage" });
  return (
    <section aria-labelledby="about-service">
      <h2 id="about-service" className="text-2xl font-bold text-slate-900">
        {said("about")}
      </h2>
      <div className="stack-4 mt-3 text-slate-700">
        {service.description.split("\n\n").map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}
