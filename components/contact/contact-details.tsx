import { company } from "@/data/company";

export function ContactDetails() {
  const { address } = company;
  return (
    <section
      aria-labelledby="contact-details"
      className="h-fit rounded-xl bg-brand-950 p-6 text-white"
    >
      <h2 id="contact-details" className="text-xl font-bold">
        Contact details
      </h2>
      <dl className="stack-4 mt-4">
        <div>
          <dt className="text-sm text-slate-300">Phone</dt>
          <dd>
            <a
              href={`tel:${company.phone.e164}`}
              className="text-lg font-semibold underline underline-offset-4"
            >
              {company.phone.display}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-300">E-mail</dt>
          <dd>
            <span className="font-semibold">{company.email}</span>{" "}
            <a
              href={`mailto:${company.email}`}
              className="text-accent-300 underline underline-offset-4"
            >
              Write to us
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-300">Hours</dt>
          <dd className="font-semibold">{company.hoursLong}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-300">Office</dt>
          <dd>
            <address className="not-italic">
              {address.street}
              <br />
              {address.city}, {address.region} {address.postalCode}
            </address>
          </dd>
        </div>
      </dl>
    </section>
  );
}
