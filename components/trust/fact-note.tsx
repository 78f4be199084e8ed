import type { SourcedFact } from "@/lib/content/sources";

/** An official fact in our words, with its source and year named beside it. */
export function FactNote({ fact }: { fact: SourcedFact }) {
  return (
    <p className="mt-2 border-l-4 border-brand-200 pl-3 text-sm text-slate-700">
      {fact.text}{" "}
      <cite className="font-semibold whitespace-nowrap not-italic">
        ({fact.source.short}, {fact.source.year})
      </cite>
    </p>
  );
}
