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
  return (
    <Alert panel ref={ref}>
      {state.status === "failed" ? (
        <p>
          We could not take your request just now: our system did not save it.
          Everything you typed is still in the form. Please call us at{" "}
          <CompanyPhone />, or{" "}
          <a
            href={state.mailto}
            className="font-semibold text-brand-700 underline"
          >
            send the whole request from your own e-mail program
          </a>
          .
        </p>
      ) : state.status === "unanswered" ? (
        <p>
          We did not hear back from our system, so we cannot tell whether your
          booking was made. Everything you typed is still in the form: send it
          again, and if the first one was made you will see that booking, not a
          second one. If our confirmation e-mail reaches you first, there is
          nothing more to do. You can also call us at <CompanyPhone />.
        </p>
      ) : state.status === "refused" ? (
        <p>
          {state.message} You can also call us at <CompanyPhone />.
        </p>
      ) : null}
    </Alert>
  );
}
