import { useTranslations } from "next-intl";
import { formatDateTime } from "@/lib/dates";
import { DetailField as Field } from "./detail-field";

/** When the personal details were erased; no row before they are. */
export function ErasedField({ at }: { at: string | null }) {
  const t = useTranslations("desk.fields");
  return at && <Field label={t("erased")}>{formatDateTime(at)}</Field>;
}
