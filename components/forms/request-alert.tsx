import { useTranslations } from "next-intl";
import type { Ref } from "react";
import { Alert } from "./alert";
import { CompanyPhone } from "./company-phone";
import type { FormState } from "@/lib/requests/form-state";

/**
 * Why a request did not reach us, with the phone number, and when our
 * database could not keep it a mailto: link that carries the whole request.
 */
export function RequestAlert({
  state,
  ref,
}: {
  state: FormState;
  ref?: Ref<HTMLElement>;
}) {
  const t = useTranslations("forms");
  return (
    <Alert panel ref={ref}>
      {state.status === "failed" ? (
        <p>
          {t("failed")} {t("failedCall")} <CompanyPhone />, {t("or")}{" "}
          <a
            href={state.mailto}
            className="font-semibold text-brand-700 underline"
          >
            {t("failedMailto")}
          </a>
          .
        </p>
      ) : state.status === "unanswered" ? (
        <p>
          {t("unanswered")} {t("alsoCall")} <CompanyPhone />.
        </p>
      ) : state.status === "refused" ? (
        <p>
          {state.message} {t("alsoCall")} <CompanyPhone />.
        </p>
      ) : null}
    </Alert>
  );
}
