import { getTranslations } from "next-intl/server";
import type { Locale } from "@/data/locale";
import type { Service } from "@/data/services";

export async function ServiceFaq({
  service,
  locale = "en",
}: {
  service: Service;
  locale?: Locale;
}) {
  const said = await getTranslations({ locale, namespace: "servicePage" });
  return (
    <section aria-labelledby="service-faqs">
      <h2 id="service-faqs" className="text-2xl font-bold text-slate-900">
        {said("faq")}
      </h2>
      <dl className="card mt-4 divide-y divide-slate-200">
        {service.faqs.map((faq) => (
          <div key={faq.question} className="p-4">
            <dt className="font-semibold text-slate-900">{faq.question}</dt>
            <dd className="mt-1.5 text-slate-700">{faq.answer}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
