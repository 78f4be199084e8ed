import type { SessionStep } from "@/lib/remote/record";
import { useTranslations } from "next-intl";

/** A request's steps, each with who and when (docs/product.md §19.5). */
export function SessionSteps({ steps }: { steps: readonly SessionStep[] }) {
  const t = useTranslations("remote");
  return (
    <ol className="list-inside list-decimal text-sm text-slate-700">
      {steps.map((step) => (
        <li key={`${step.what}-${step.at}`}>
          {t("stepLine", { what: step.what, by: step.by, at: step.at })}
        </li>
      ))}
    </ol>
  );
}
