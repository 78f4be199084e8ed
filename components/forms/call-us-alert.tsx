import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Alert } from "./alert";
import { CompanyPhone } from "./company-phone";

/**
 * A record a page loads after hydration that could not be read (a rejected
 * Server Action, a failed call): the page says so with the phone number
 * instead of loading for ever.
 */
export function CallUsAlert({ children }: { children: ReactNode }) {
  const t = useTranslations("forms");
  return (
    <Alert panel>
      <p>
        {children} {t("reloadOrCall")} <CompanyPhone />.
      </p>
    </Alert>
  );
}
