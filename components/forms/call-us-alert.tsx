import type { ReactNode } from "react";
import { Alert } from "./alert";
import { CompanyPhone } from "./company-phone";

/**
 * A record a page loads after hydration that could not be read (a rejected
 * Server Action, a failed call): the page says so with the phone number
 * instead of loading for ever.
 */
export function CallUsAlert({ children }: { children: ReactNode }) {
  return (
    <Alert panel>
      <p>
        {children} Please reload the page, or call us at <CompanyPhone />.
      </p>
    </Alert>
  );
}
