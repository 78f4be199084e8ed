"use client";

import { useState, type FormEvent } from "react";
import { FormField } from "@/components/forms/form-field";
import { company } from "@/data/company";

const fields = [
  { name: "firstName", label: "First Name", autoComplete: "given-name" },
  { name: "lastName", label: "Last Name", autoComplete: "family-name" },
  { name: "phone", label: "Phone", type: "tel", autoComplete: "tel" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
  { name: "address1", label: "Address 1", autoComplete: "address-line1" },
  {
    name: "address2",
    label: "Address 2",
    autoComplete: "address-line2",
    optional: true,
  },
  { name: "city", label: "City", autoComplete: "address-level2" },
  { name: "state", label: "State", autoComplete: "address-level1" },
  { name: "zip", label: "Zip", autoComplete: "postal-code" },
] as const satisfies readonly {
  name: string;
  label: string;
  type?: "tel" | "email";
  autoComplete: string;
  optional?: boolean;
}[];

/**
 * Collects nothing and posts nowhere (DECISIONS 13): once the browser's own
 * required-field checks pass, it says how to book instead.
 */
export function CheckoutForm() {
  const [submitted, setSubmitted] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
      {fields.map((field) => (
        <FormField
          key={field.name}
          id={`checkout-${field.name}`}
          name={field.name}
          label={field.label}
          type={"type" in field ? field.type : "text"}
          autoComplete={field.autoComplete}
          optional={"optional" in field}
          className={field.name.startsWith("address") ? "sm:col-span-2" : ""}
        />
      ))}
      <div className="sm:col-span-2">
        <button type="submit" className="btn-primary">
          Submit
        </button>
        <p role="status" className="mt-4 text-slate-900">
          {submitted && (
            <>
              Thank you. No payment has been taken online. To book your visit,
              call us at{" "}
              <a
                href={`tel:${company.phone.e164}`}
                className="font-semibold text-brand-700 underline"
              >
                {company.phone.display}
              </a>{" "}
              or e-mail{" "}
              <a
                href={`mailto:${company.email}`}
                className="font-semibold text-brand-700 underline"
              >
                {company.email}
              </a>
              , any time {company.hoursLong}.
            </>
          )}
        </p>
      </div>
    </form>
  );
}
