import { FormField } from "@/components/forms/form-field";
import { requestLimits } from "@/data/request-rules";
import type { ManageState } from "@/lib/bookings/manage-state";
import { useTranslations } from "next-intl";

/** The pair that opens a booking: its reference and the e-mail it was made with. */
export function FindBookingFields({
  state,
  reference,
}: {
  state: ManageState;
  /** A reference from the confirmation's link, already normalised. */
  reference?: string;
}) {
  const t = useTranslations("booking");
  return (
    <>
      <FormField
        id="manage-reference"
        name="reference"
        label={t("reference")}
        autoComplete="off"
        spellCheck={false}
        maxLength={64}
        hint={t("referenceHint")}
        defaultValue={state.values.reference ?? reference}
        error={state.errors.reference}
      />
      <FormField
        id="manage-email"
        name="email"
        label={t("email")}
        type="email"
        autoComplete="email"
        maxLength={requestLimits.email}
        hint={t("emailHint")}
        defaultValue={state.values.email}
        error={state.errors.email}
      />
    </>
  );
}
