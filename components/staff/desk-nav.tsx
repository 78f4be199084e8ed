"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { deskSections } from "./desk-sections";
import { useDeskSession } from "./desk-session";

/**
 * The section being read: the last whose top is in the upper quarter of the
 * screen or above it, and the last section once the page can scroll no more.
 */
function sectionInView(): string | undefined {
  const line =
    (document.getElementById("desk-nav")?.offsetHeight ?? 0) +
    window.innerHeight / 4;
  const atEnd =
    window.innerHeight + window.scrollY >=
    document.documentElement.scrollHeight - 2;
  let current: string | undefined;
  for (const { id } of deskSections) {
    const top = document.getElementById(id)?.getBoundingClientRect().top;
    if (top !== undefined && (atEnd || top <= line)) current = id;
  }
  return current;
}

/**
 * The desk's sections, once someone is signed in: before that the desk shows
 * only its sign-in, and the sections these links point to are not on the page.
 * The menu stays at the top of the screen and marks the section in view, so
 * on a phone, far down a long list, staff can still tell where they are and
 * jump to another section (docs/product.md §15.12).
 */
export function DeskNav() {
  const t = useTranslations("desk");
  const { state } = useDeskSession();
  const [current, setCurrent] = useState<string>();
  const signedIn = state.kind === "signed-in";
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!signedIn) return;
    const follow = () => setCurrent(sectionInView());
    window.addEventListener("scroll", follow, { passive: true });
    // A section's list arriving moves the others without a scroll.
    const resized = new ResizeObserver(follow);
    resized.observe(document.body);
    return () => {
      window.removeEventListener("scroll", follow);
      resized.disconnect();
    };
  }, [signedIn]);

  // On a phone the menu is one row that scrolls sideways: the section in
  // view is scrolled to within it, so the mark is never off screen.
  useEffect(() => {
    const row = list.current;
    const link = row?.querySelector<HTMLElement>("[aria-current]");
    if (!row || !link) return;
    const start = link.offsetLeft;
    const end = start + link.offsetWidth;
    if (start < row.scrollLeft || end > row.scrollLeft + row.clientWidth) {
      row.scrollLeft = start - 8;
    }
  }, [current]);

  if (!signedIn) return null;
  return (
    <nav
      id="desk-nav"
      aria-label={t("frame.sectionsLabel")}
      className="sticky top-0 z-30 border-t border-white-15 bg-slate-900 text-white lift-md"
    >
      {/* One row on a phone, 48 px of its screen; wrapped from sm up. */}
      <ul
        ref={list}
        className="relative mx-auto flex max-w-6xl gap-x-1 gap-y-1 overflow-x-auto px-2 py-1.5 text-sm font-semibold whitespace-nowrap sm:flex-wrap sm:overflow-visible sm:px-4"
      >
        {deskSections.map(({ id }) => (
          <li key={id}>
            <a
              href={`/staff#${id}`}
              aria-current={current === id ? "location" : undefined}
              className="inline-flex min-h-9 items-center rounded-md current-light px-2.5 underline-offset-4 focus-light hover:underline"
            >
              {t(`sections.${id}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
