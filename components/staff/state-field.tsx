import { useTranslations } from "next-intl";
import { DetailField as Field } from "./detail-field";

/** The state; the version the next action carries stays off the page (docs/product.md §15.8). */
export function StateField({ label }: { label: string }) {
  const t = useTranslations("desk.fields");
  return (
    <Field label={t("state")}>
      <strong>{label}</strong>
    </Field>
  );
}
