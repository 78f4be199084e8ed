import { useTranslations } from "next-intl";
import type { Locale } from "@/data/locale";

/**
 * Beside a customer's name, the language they wrote in when it is not
 * English, so staff know to call in it (docs/product/25-languages.md). The desk is
 * read in English; an English customer shows nothing.
 */
export function LanguageBadge({ language }: { language?: Locale }) {
  const t = useTranslations("desk.fields");
  // The catalogue names the languages worth a badge; English names none.
  const speaks = t("speaksSpanish", { language: language ?? "" });
  if (!speaks) return null;
  return (
    <span className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs font-semibold text-brand-800">
      {speaks}
    </span>
  );
}
