import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { serviceContent } from "@/lib/content/services";
import { services } from "@/data/services";
import { spanishPath } from "@/lib/i18n/paths";
import { servicePath } from "@/lib/service-path";

/** The Spanish 404's way on: its lead and the services, in Spanish. */
export async function SpanishServiceLinks() {
  const t = await getTranslations({ locale: "es", namespace: "notFound" });
  return (
    <>
      <p className="mt-4 max-w-xl text-slate-700">{t("lead")}</p>
      <h2 className="mt-12 text-2xl font-bold">{t("ourServices")}</h2>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <li key={service.slug}>
            <Link
              href={spanishPath(servicePath(service.slug))}
              prefetch={false}
              className="text-brand-700 underline hover:text-brand-800"
            >
              {serviceContent("es", service.slug).title}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
