import type { ReactNode } from "react";

/** A cell of a desk table. */
export function Cell({ children }: { children: ReactNode }) {
  return <td className="py-2 pr-3">{children}</td>;
}
