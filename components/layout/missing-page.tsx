import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { PageNotFound } from "@/components/layout/page-not-found";
import { HomeLink } from "@/components/layout/home-link";
import type { Locale } from "@/data/locale";
import type { Service } from "@/data/services";
import { localePath } from "@/lib/i18n/paths";
import { servicePath } from "@/lib/service-path";

/** The 404 of an unknown address or a missing thing, in one language: the way home and every service. */
export async function MissingPage({
  locale,
  services,
}: {
  locale: Locale;
  /** The published services, in the page's language. */
  services: readonly Service[];
}) {
  const t = await getTranslations({ locale, namespace: "notFound" });
  return (
    <PageNotFound locale={locale}>
      <p className="mt-4 max-w-xl text-slate-700">{t("lead")}</p>
      <HomeLink locale={locale} />
      <h2 className="mt-12 text-2xl font-bold">{t("ourServices")}</h2>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <li key={service.slug}>
            <Link
              href={localePath(locale, servicePath(service.slug))}
              prefetch={false}
              className="text-brand-700 underline hover:text-brand-800"
            >
              {service.title}
            </Link>
          </li>
        ))}
      </ul>
    </PageNotFound>
  );
}
