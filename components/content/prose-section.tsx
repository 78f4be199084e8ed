import type { ReactNode } from "react";

/** A titled run of paragraphs, as policies and offering pages write them; extras follow. */
export function ProseSection({
  heading,
  paragraphs,
  className,
  children,
}: {
  heading: string;
  paragraphs: readonly string[];
  className?: string;
  children?: ReactNode;
}) {
  return (
    <section className={className}>
      <h2 className="text-2xl font-bold text-slate-900">{heading}</h2>
      <div className="stack-3 mt-3 text-slate-700">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {children}
    </section>
  );
}
