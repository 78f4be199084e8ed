import type { ReactNode, Ref } from "react";

/**
 * A failure said in a sentence (docs/product.md §5.6), announced as it
 * appears; nothing at all while there is none. With a `ref`, it can take the
 * focus, for a form that moves there after a failed save. A `panel` holds
 * more than a line (paragraphs, a list of fields, links) in a framed box.
 */
export function Alert({
  children,
  ref,
  panel = false,
  summary = false,
}: {
  children: ReactNode;
  ref?: Ref<HTMLElement>;
  panel?: boolean;
  /** Marks a form's error summary, which the end-to-end tests look for. */
  summary?: boolean;
}) {
  if (children === "" || children === null || children === undefined)
    return null;
  const focus = ref ? -1 : undefined;
  if (panel)
    return (
      <div
        ref={ref as Ref<HTMLDivElement>}
        tabIndex={focus}
        role="alert"
        data-error-summary={summary || undefined}
        className="grid gap-1 rounded-lg border border-red-300 bg-red-50 p-4 text-slate-900"
      >
        {children}
      </div>
    );
  return (
    <p
      ref={ref as Ref<HTMLParagraphElement>}
      tabIndex={focus}
      role="alert"
      className="rounded-lg bg-red-50 px-3 py-2 font-semibold text-red-800"
    >
      {children}
    </p>
  );
}
