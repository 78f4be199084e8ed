import { companyPhone } from "@/data/phone";

/** The company's phone number as a link that dials it (data/company.ts). */
export function CompanyPhone() {
  return (
    <a
      href={`tel:${companyPhone.e164}`}
      className="font-semibold text-brand-700 underline"
    >
      {companyPhone.display}
    </a>
  );
}
