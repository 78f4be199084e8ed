import type { ReactNode, Ref } from "react";

/**
 * A failure said in a sentence (docs/product.md §5.6), announced as it
 * appears; nothing at all while there is none. With a `ref`, it can take the
 * focus, for a form that moves there after a failed save.
 */
export function Alert({
  children,
  ref,
}: {
  children: ReactNode;
  ref?: Ref<HTMLParagraphElement>;
}) {
  if (children === "" || children === null || children === undefined)
    return null;
  return (
    <p
      ref={ref}
      tabIndex={ref ? -1 : undefined}
      role="alert"
      className="rounded-lg bg-red-50 px-3 py-2 font-semibold text-red-800"
    >
      {children}
    </p>
  );
}
