import type { Ref } from "react";
import { company } from "@/data/company";
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
  ref?: Ref<HTMLDivElement>;
}) {
  const shown = state.status === "failed" || state.status === "refused";
  return (
    <div
      role="alert"
      ref={ref}
      tabIndex={-1}
      className={
        shown
          ? "rounded-lg border border-red-300 bg-red-50 p-4 text-slate-900"
          : ""
      }
    >
      {state.status === "failed" && (
        <p>
          We could not take your request just now: our system did not save it.
          Everything you typed is still in the form. Please call us at{" "}
          <PhoneLink />, or{" "}
          <a
            href={state.mailto}
            className="font-semibold text-brand-700 underline"
          >
            send the whole request from your own e-mail program
          </a>
          .
        </p>
      )}
      {state.status === "refused" && (
        <p>
          {state.message} You can also call us at <PhoneLink />.
        </p>
      )}
    </div>
  );
}

function PhoneLink() {
  return (
    <a
      href={`tel:${company.phone.e164}`}
      className="font-semibold text-brand-700 underline"
    >
      {company.phone.display}
    </a>
  );
}
