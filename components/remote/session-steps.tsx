import type { SessionStep } from "@/lib/remote/record";

/** A request's steps, each with who and when (docs/product.md §19.5). */
export function SessionSteps({ steps }: { steps: readonly SessionStep[] }) {
  return (
    <ol className="list-inside list-decimal text-sm text-slate-700">
      {steps.map((step) => (
        <li key={`${step.what}-${step.at}`}>
          {step.what} by {step.by}, {step.at}
        </li>
      ))}
    </ol>
  );
}
