import type { SessionStep } from "@/lib/remote/record";
import { remoteCopy } from "@/data/copy/account";
import type { Locale } from "@/data/locale";

/** A request's steps, each with who and when (docs/product.md §19.5). */
export function SessionSteps({
  steps,
  locale = "en",
}: {
  steps: readonly SessionStep[];
  locale?: Locale;
}) {
  return (
    <ol className="list-inside list-decimal text-sm text-slate-700">
      {steps.map((step) => (
        <li key={`${step.what}-${step.at}`}>
          {remoteCopy[locale].stepLine(step.what, step.by, step.at)}
        </li>
      ))}
    </ol>
  );
}
