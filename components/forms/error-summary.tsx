"use client";

import { useTranslations } from "next-intl";
import { useLayoutEffect, useRef, type MouseEvent } from "react";
import { Alert } from "@/components/forms/alert";

/** A refusal to show: its sentence, and the fields to fix by element id and label. */
export type Refusal = {
  readonly text: string;
  readonly fields: readonly { readonly id: string; readonly label: string }[];
};

/** The fields of a refusal's errors, in the form's order, by the form's table of labels. */
export function refusedFields(
  errors: Readonly<Record<string, unknown>>,
  fields: Readonly<Record<string, { id: string; label: string }>>,
): Refusal["fields"] {
  return Object.entries(fields)
    .filter(([name]) => errors[name])
    .map(([, field]) => field);
}

/**
 * A refused submit, said at the top of its form (docs/product.md §5.6): it
 * takes the focus and is scrolled to its start, which the page's
 * scroll-padding keeps below the sticky header, so on a phone it is seen and
 * read out wherever the button was. It names each field to fix, linked to it;
 * the field says its own problem, once.
 * A new refusal object is a new submit, and takes the focus again.
 */
export function ErrorSummary({ refusal }: { refusal: Refusal | null }) {
  const t = useTranslations("forms");
  const box = useRef<HTMLElement>(null);
  // In the commit that shows it, so nothing reads the page before the focus moves.
  useLayoutEffect(() => {
    if (!refusal || !box.current) return;
    box.current.focus({ preventScroll: true });
    box.current.scrollIntoView({ block: "start" });
  }, [refusal]);
  if (!refusal) return null;

  function toField(event: MouseEvent<HTMLAnchorElement>, id: string) {
    const field = document.getElementById(id);
    if (!field) return;
    event.preventDefault();
    field.focus({ preventScroll: true });
    field.scrollIntoView({ block: "center" });
  }

  return (
    <Alert panel summary ref={box}>
      <p className="font-semibold text-red-800">{refusal.text}</p>
      {refusal.fields.length > 0 && (
        <ul
          aria-label={t("fieldsToFix")}
          className="list-disc pl-5 text-red-800"
        >
          {refusal.fields.map((field, i) => (
            <li key={`${i}-${field.id}`}>
              <a
                href={`#${field.id}`}
                onClick={(event) => toField(event, field.id)}
                className="underline"
              >
                {field.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
