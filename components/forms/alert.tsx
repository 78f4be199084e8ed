import type { ReactNode } from "react";

/**
 * A failure said in a sentence (docs/product.md §5.6), announced as it
 * appears; nothing at all while there is none.
 */
export function Alert({ children }: { children: ReactNode }) {
  if (children === "" || children === null || children === undefined)
    return null;
  return (
    <p
      role="alert"
      className="rounded-lg bg-red-50 px-3 py-2 font-semibold text-red-800"
    >
      {children}
    </p>
  );
}
