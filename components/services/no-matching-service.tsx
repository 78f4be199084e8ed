import Link from "next/link";
import { company } from "@/data/company";

/** The empty search result: a person can still help, by phone or the contact form. */
export function NoMatchingService() {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white p-6">
      <h2 className="text-xl font-semibold text-slate-900">
        Tell us what is wrong instead
      </h2>
      <p className="mt-2 max-w-prose text-slate-700">
        None of our services uses those words, but we have probably fixed the
        problem before. Call{" "}
        <a
          href={`tel:${company.phone.e164}`}
          className="font-semibold text-brand-800 underline"
        >
          {company.phone.display}
        </a>{" "}
        ({company.hours}) or describe it on our{" "}
        <Link
          href="/contact-us"
          prefetch={false}
          className="font-semibold text-brand-800 underline"
        >
          contact page
        </Link>{" "}
        and we will tell you which service fits.
      </p>
    </div>
  );
}
