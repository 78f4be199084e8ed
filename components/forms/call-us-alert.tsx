import type { ReactNode } from "react";
import { Alert } from "./alert";
import { CompanyPhone } from "./company-phone";
import { formsCopy } from "@/data/copy/forms";
import type { Locale } from "@/data/locale";

/**
 * A record a page loads after hydration that could not be read (a rejected
 * Server Action, a failed call): the page says so with the phone number
 * instead of loading for ever.
 */
export function CallUsAlert({
  children,
  locale = "en",
}: {
  children: ReactNode;
  locale?: Locale;
}) {
  return (
    <Alert panel>
      <p>
        {children} {formsCopy[locale].reloadOrCall} <CompanyPhone />.
      </p>
    </Alert>
  );
}
