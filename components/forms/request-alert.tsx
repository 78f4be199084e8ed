import type { Ref } from "react";
import { Alert } from "./alert";
import { CompanyPhone } from "./company-phone";
import { formsCopy } from "@/data/copy/forms";
import type { Locale } from "@/data/locale";
import type { FormState } from "@/lib/requests/form-state";

/**
 * Why a request did not reach us, with the phone number, and when our
 * database could not keep it a mailto: link that carries the whole request.
 */
export function RequestAlert({
  state,
  ref,
  locale = "en",
}: {
  state: FormState;
  ref?: Ref<HTMLElement>;
  locale?: Locale;
}) {
  const words = formsCopy[locale];
  return (
    <Alert panel ref={ref}>
      {state.status === "failed" ? (
        <p>
          {words.failed} {words.failedCall} <CompanyPhone />, {words.or}{" "}
          <a
            href={state.mailto}
            className="font-semibold text-brand-700 underline"
          >
            {words.failedMailto}
          </a>
          .
        </p>
      ) : state.status === "unanswered" ? (
        <p>
          {words.unanswered} {words.alsoCall} <CompanyPhone />.
        </p>
      ) : state.status === "refused" ? (
        <p>
          {state.message} {words.alsoCall} <CompanyPhone />.
        </p>
      ) : null}
    </Alert>
  );
}
