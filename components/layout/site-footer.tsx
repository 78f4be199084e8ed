import { getTranslations } from "next-intl/server";
import { PageLink } from "@/components/layout/page-link";
import { business } from "@/data/business";
import { company } from "@/data/company";
import { offerings } from "@/data/offerings";
import type { Locale } from "@/data/locale";
import { navigationHrefs, type NavigationLinkKey } from "@/data/navigation";
import type { Service } from "@/data/services";
import { offeringTitle } from "@/lib/content/offerings";
import { localePath } from "@/lib/i18n/paths";
import { servicePath } from "@/lib/service-path";
import { CopyrightYears } from "./copyright-years";
import { FooterLinks } from "./footer-links";

export async function SiteFooter({
  locale,
  services,
}: {
  locale: Locale;
  /** The published services, in the page's language. */
  services: readonly Service[];
}) {
  const t = await getTranslations({ locale, namespace: "layout" });
  const labels = await getTranslations({ locale, namespace: "navigation" });
  const words = await getTranslations({ locale, namespace: "company" });
  const href = (path: string) => localePath(locale, path);
  const link = (key: NavigationLinkKey) => ({
    label: labels(`links.${key}`),
    href: href(navigationHrefs[key]),
  });
  return (
    <footer className="site-footer">
      <div className="mx-auto grid max-w-content gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.3fr_1fr_1fr_1fr]">
        <section aria-labelledby="footer-promise">
          <h2 id="footer-promise">{t("promiseHeading")}</h2>
          <p className="mt-3 max-w-prose">
            {t("promise", { days: business.refund.windowDays })}
          </p>
          <PageLink href={href("/contact-us")} className="btn-accent mt-5">
            {t("contactUs")}
          </PageLink>
        </section>
        <FooterLinks
          id="footer-services"
          title={t("services")}
          links={[
            { label: t("allServices"), href: href("/services") },
            { label: t("ourTechnicians"), href: "/techs" },
            ...services.map((service) => ({
              label: service.title,
              href: href(servicePath(service.slug)),
            })),
          ]}
        />
        <FooterLinks
          id="footer-managed-it"
          title={t("managedIt")}
          links={offerings.map((offering) => ({
            label: offeringTitle(locale, offering.slug),
            href: href(`/${offering.slug}`),
          }))}
        />
        <FooterLinks
          id="footer-policies"
          title={t("policies")}
          links={[
            link("privacyPolicy"),
            link("cancellationPolicy"),
            link("termsOfService"),
            link("refundPolicy"),
            link("accessibility"),
            link("manageBooking"),
          ]}
        >
          <p className="mt-6">
            <a
              href={`tel:${company.phone.e164}`}
              className="font-semibold text-white hover:underline"
            >
              {company.phone.display}
            </a>
            <br />
            <span>{company.email}</span>
            <br />
            <span>{t("support", { hours: words("hours") })}</span>
          </p>
          {/* Beside our number: how to tell a call from us from a scam (docs/product.md §16). */}
          <p className="mt-3">
            <PageLink
              href={href(navigationHrefs.staySafe)}
              className="font-semibold text-white underline underline-offset-4"
            >
              {labels("links.staySafe")}
            </PageLink>
          </p>
        </FooterLinks>
      </div>
      <p className="border-t border-white-15 px-4 py-5 text-center text-sm text-slate-300">
        ©{" "}
        <CopyrightYears
          since={company.foundedYear}
          builtIn={new Date().getFullYear()}
        />{" "}
        {t("rightsReserved", { name: company.name })}
      </p>
    </footer>
  );
}
