import type { Source } from "@/lib/content/sources";

/** Every publication a page cites, once each, with its publisher and year. */
export function SourcesList({
  sources,
  heading,
}: {
  sources: readonly Source[];
  heading: string;
}) {
  const unique = [...new Set(sources)];
  return (
    <section aria-labelledby="sources" className="mt-12">
      <h2 id="sources" className="text-2xl font-bold text-slate-900">
        {heading}
      </h2>
      <ul className="stack-2 mt-3 list-disc pl-6 text-slate-700">
        {unique.map((source) => (
          <li key={source.title}>
            {source.publisher}, <cite>{source.title}</cite>, {source.year}.
          </li>
        ))}
      </ul>
    </section>
  );
}
