"use client";

import { deskSections } from "./desk-sections";
import { useDeskSession } from "./desk-session";

/**
 * The desk's sections, once someone is signed in: before that the desk shows
 * only its sign-in, and the sections these links point to are not on the page.
 */
export function DeskNav() {
  const { state } = useDeskSession();
  if (state.kind !== "signed-in") return null;
  return (
    <nav aria-label="Desk sections" className="border-t border-white/15">
      <ul className="mx-auto flex max-w-6xl flex-wrap gap-x-5 gap-y-1 px-4 py-2 text-sm font-semibold sm:px-6">
        {deskSections.map(({ id, label }) => (
          <li key={id}>
            <a
              href={`/staff#${id}`}
              className="underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
