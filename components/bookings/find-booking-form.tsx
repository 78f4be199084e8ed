import { FormField } from "@/components/forms/form-field";
import { requestLimits } from "@/data/request-rules";
import type { ManageState } from "@/lib/bookings/manage-state";

/** The pair that opens a booking: its reference and the e-mail it was made with. */
export function FindBookingFields({
  state,
  reference,
}: {
  state: ManageState;
  /** A reference from the confirmation's link, already normalised. */
  reference?: string;
}) {
  return (
    <>
      <FormField
        id="manage-reference"
        name="reference"
        label="Reference"
        autoComplete="off"
        spellCheck={false}
        maxLength={64}
        hint="From your confirmation, like BP-7K3Q9M."
        defaultValue={state.values.reference ?? reference}
        error={state.errors.reference}
      />
      <FormField
        id="manage-email"
        name="email"
        label="E-mail"
        type="email"
        autoComplete="email"
        maxLength={requestLimits.email}
        hint="The address you gave when booking."
        defaultValue={state.values.email}
        error={state.errors.email}
      />
    </>
  );
}
