import { useTranslations } from "next-intl";
/** A demo Tech's mark on the desk: seeded on a fresh machine, not a person (docs/product.md §23.8). */
export function DemoMark() {
  const t = useTranslations("techWork");
  return (
    <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-sm font-semibold text-amber-900">
      {t("demo")}
    </span>
  );
}
