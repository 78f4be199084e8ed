import { company } from "@/data/company";

/** The company's phone number as a link that dials it (data/company.ts). */
export function CompanyPhone() {
  return (
    <a
      href={`tel:${company.phone.e164}`}
      className="font-semibold text-brand-700 underline"
    >
      {company.phone.display}
    </a>
  );
}
