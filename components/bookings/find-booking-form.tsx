import { FormField } from "@/components/forms/form-field";
import { requestLimits } from "@/data/request-rules";
import type { ManageState } from "@/lib/bookings/manage-state";
import { useBookingWords } from "@/components/shared/booking-words";

/** The pair that opens a booking: its reference and the e-mail it was made with. */
export function FindBookingFields({
  state,
  reference,
}: {
  state: ManageState;
  /** A reference from the confirmation's link, already normalised. */
  reference?: string;
}) {
  const { said } = useBookingWords();
  return (
    <>
      <FormField
        id="manage-reference"
        name="reference"
        label={said.reference}
        autoComplete="off"
        spellCheck={false}
        maxLength={64}
        hint={said.referenceHint}
        defaultValue={state.values.reference ?? reference}
        error={state.errors.reference}
      />
      <FormField
        id="manage-email"
        name="email"
        label={said.email}
        type="email"
        autoComplete="email"
        maxLength={requestLimits.email}
        hint={said.emailHint}
        defaultValue={state.values.email}
        error={state.errors.email}
      />
    </>
  );
}
