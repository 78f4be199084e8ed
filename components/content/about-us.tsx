import Link from "next/link";
import { business } from "@/data/business";
import { company } from "@/data/company";

/** Who we are, written as we would say it on the phone. */
export function AboutUs() {
  return (
    <div className="mx-auto max-w-3xl space-y-10 px-4 py-12 text-slate-700 sm:px-6">
      <section>
        <h2 className="text-2xl font-bold text-slate-900">Who we help</h2>
        <p className="mt-3">
          {company.name} has helped households and small offices with their
          technology since {company.foundedYear}. Our customers are people who
          want their printer, WiFi and computers to simply work: families,
          retirees, people working from home, and offices of a few people
          without an IT department of their own.
        </p>
        <p className="mt-3">
          Every service has a fixed price, shown before you book and charged per{" "}
          {business.chargedPer}, so you never wait for a bill to find out what a
          visit cost.
        </p>
      </section>
      <section>
        <h2 className="text-2xl font-bold text-slate-900">How support works</h2>
        <p className="mt-3">
          You call us or book a service online. A technician then helps you by
          phone, or in a remote session on your computer that starts only once
          you approve it and that you can end at any moment. We are available{" "}
          {company.hoursLong}, including evenings, weekends and holidays.
        </p>
        <p className="mt-3">
          Where a job needs hands on the equipment, such as installing a new
          printer or extending WiFi, we arrange an in-home visit.
        </p>
      </section>
      <section>
        <h2 className="text-2xl font-bold text-slate-900">
          Where your data is kept
        </h2>
        <p className="mt-3">
          Account data is stored on servers in {company.dataLocation}. We never
          sell it, and our technicians see only what they need to fix the
          problem you asked about.{" "}
          <Link
            href="/privacy-policy"
            prefetch={false}
            className="font-semibold text-brand-700 underline underline-offset-4"
          >
            Read our privacy policy
          </Link>
        </p>
      </section>
      <section>
        <h2 className="text-2xl font-bold text-slate-900">Talk to us</h2>
        <p className="mt-3">
          Call{" "}
          <a
            href={`tel:${company.phone.e164}`}
            className="font-semibold text-brand-700 underline underline-offset-4"
          >
            {company.phone.display}
          </a>{" "}
          or send us a message and we will take it from there.
        </p>
        <Link href="/contact-us" prefetch={false} className="mt-5 btn-primary">
          Contact Us
        </Link>
      </section>
    </div>
  );
}
