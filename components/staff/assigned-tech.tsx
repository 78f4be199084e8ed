import { useTranslations } from "next-intl";
import type { AssignedTech } from "@/lib/desk/payloads";

/** Who does a booking's work, as the desk's cards and detail name them. */
export function useTechLabel(): (tech: AssignedTech | null) => string {
  const t = useTranslations("desk.fields");
  return (tech) =>
    tech
      ? t("techLabel", { name: tech.displayName, handle: tech.handle })
      : t("noTech");
}
