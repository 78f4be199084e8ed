import type { ReactNode } from "react";

/** A titled part of a trust page, named by its heading so it reads as a region. */
export function TrustSection({
  id,
  heading,
  children,
}: {
  id: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {heading}
      </h2>
      <div className="stack-3 mt-3 text-slate-700">{children}</div>
    </section>
  );
}
