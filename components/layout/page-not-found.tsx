import type { ReactNode } from "react";

/** The 404's heading and way home; `children` says where else to go. */
export function PageNotFound({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-content px-4 py-16 sm:px-6">
      <p className="font-semibold text-brand-700">Error 404</p>
      <h1 className="mt-2 text-4xl font-extrabold tracking-tight">
        We couldn&apos;t find that page
      </h1>
      {children}
    </div>
  );
}
