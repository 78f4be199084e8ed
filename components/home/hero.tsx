import { InlineArtwork } from "@/components/images/inline-artwork";
import { PageLink } from "@/components/layout/page-link";
import { company } from "@/data/company";

export function Hero() {
  return (
    <section className="relative isolate overflow-hidden bg-brand-900 text-white">
      <InlineArtwork
        src="/images/hero.svg"
        alt=""
        className="absolute inset-0 -z-10 size-full opacity-60"
      />
      <div className="mx-auto max-w-content px-4 py-16 sm:px-6 sm:py-24">
        <p className="font-semibold tracking-wide text-accent-300 uppercase">
          Phone and remote help {company.hours} · home visits by appointment
        </p>
        <h1 className="mt-3 max-w-2xl text-4xl leading-tight font-extrabold text-balance sm:text-5xl">
          Fixed-price IT help for your home and small office
        </h1>
        <p className="mt-5 max-w-xl text-lg text-slate-100">
          Printers, WiFi, viruses, slow computers and backups, sorted by
          friendly technicians. You know the price before we start.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <PageLink href="/about-us" className="btn-accent">
            About Us
          </PageLink>
          <PageLink href="/contact-us" className="btn-ghost-light">
            Contact Us
          </PageLink>
        </div>
      </div>
    </section>
  );
}
