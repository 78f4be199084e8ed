import { PageLink } from "@/components/layout/page-link";
import { business } from "@/data/business";
import { company } from "@/data/company";
import {
  accessibilityLink,
  managedItLinks,
  manageBookingLink,
  policyLinks,
  staySafeLink,
} from "@/data/navigation";
import { services } from "@/data/services";
import { servicePath } from "@/lib/service-path";
import { CopyrightYears } from "./copyright-years";
import { FooterLinks } from "./footer-links";

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="mx-auto grid max-w-content gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.3fr_1fr_1fr_1fr]">
        <section aria-labelledby="footer-promise">
          <h2 id="footer-promise">Our satisfaction promise</h2>
          <p className="mt-3 max-w-prose">
            If a fix doesn&apos;t solve your problem, tell us. We keep working
            on it at no extra charge, and if we still can&apos;t make it right
            you get your money back within {business.refund.windowDays} days of
            your service.
          </p>
          <PageLink href="/contact-us" className="btn-accent mt-5">
            Contact Us
          </PageLink>
        </section>
        <FooterLinks
          id="footer-services"
          title="Services"
          links={[
            { label: "All services", href: "/services" },
            { label: "Our technicians", href: "/techs" },
            ...services.map((service) => ({
              label: service.title,
              href: servicePath(service.slug),
            })),
          ]}
        />
        <FooterLinks
          id="footer-managed-it"
          title="Managed IT"
          links={managedItLinks}
        />
        <FooterLinks
          id="footer-policies"
          title="Policies"
          links={[...policyLinks, accessibilityLink, manageBookingLink]}
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
            <span>Support {company.hours}</span>
          </p>
          {/* Beside our number: how to tell a call from us from a scam (docs/product.md §16). */}
          <p className="mt-3">
            <PageLink
              href={staySafeLink.href}
              className="font-semibold text-white underline underline-offset-4"
            >
              {staySafeLink.label}
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
        {company.name}. All rights reserved.
      </p>
    </footer>
  );
}
