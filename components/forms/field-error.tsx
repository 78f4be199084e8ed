const fieldErrorClass = "mt-1 text-sm font-semibold text-red-700";

/**
 * What is wrong with one field, under it; `id` is what the control's
 * `aria-describedby` names. A failure of a whole form is an `Alert`.
 */
export function FieldError({
  id,
  children,
}: {
  id: string;
  children?: string;
}) {
  if (!children) return null;
  return (
    <p id={id} className={fieldErrorClass}>
      {children}
    </p>
  );
}
