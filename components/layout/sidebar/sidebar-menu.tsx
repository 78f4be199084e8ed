"use client";

import {
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from "react";
import { CloseIcon } from "@/components/icons/close-icon";
import { MenuIcon } from "@/components/icons/menu-icon";

const PANEL_ID = "site-sidebar";

/**
 * The sidebar toggle and its panel, a native modal `<dialog>`: `showModal()`
 * makes the page behind it inert and closes on Escape, and Tab wraps inside it. The
 * nav itself is rendered on the server and passed in, so only the toggle ships
 * as JavaScript (docs/product.md §11).
 */
export function SidebarMenu({
  label,
  closeLabel,
  children,
}: {
  label: string;
  closeLabel: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);

  function show() {
    const dialog = dialogRef.current;
    if (!dialog) return;
    dialog.showModal();
    setOpen(true);
    // Start on the first entry rather than the close button.
    dialog.querySelector<HTMLElement>("nav a, nav summary")?.focus();
  }

  function close() {
    dialogRef.current?.close();
  }

  // A modal dialog makes the page inert, but Tab past its last stop would still
  // leave for the browser's own controls: wrap round instead.
  function onDialogKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== "Tab") return;
    const stops = [
      ...event.currentTarget.querySelectorAll<HTMLElement>(
        "a, summary, button",
      ),
    ].filter((stop) => stop.offsetParent !== null);
    const first = stops[0];
    const last = stops.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  function onDialogClick(event: MouseEvent<HTMLDialogElement>) {
    const target = event.target as HTMLElement;
    // A following link closes the menu; so does a click on the backdrop,
    // which the browser reports as a click on the dialog element itself.
    if (target.closest("a")) return close();
    if (target !== event.currentTarget) return;
    const box = event.currentTarget.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) close();
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        aria-haspopup="dialog"
        aria-label={label}
        onClick={show}
        className="js-only inline-flex min-h-11 items-center gap-2 rounded-lg px-3 font-semibold text-white hover:bg-white-10"
      >
        <MenuIcon className="size-6" />
        <span className="hidden sm:block">{label}</span>
      </button>
      <dialog
        ref={dialogRef}
        id={PANEL_ID}
        aria-label={label}
        onClose={() => {
          setOpen(false);
          buttonRef.current?.focus();
        }}
        onClick={onDialogClick}
        onKeyDown={onDialogKeyDown}
        className="fixed inset-y-0 left-0 m-0 h-dvh max-h-none w-80 max-w-[85vw] overflow-y-auto bg-white p-4 text-slate-900 lift-lg backdrop:bg-scrim"
      >
        <div className="mb-3 flex items-center justify-between">
          <p className="text-lg font-bold text-brand-800">{label}</p>
          <button
            type="button"
            onClick={close}
            className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
          >
            <CloseIcon className="size-6" />
            <span className="sr-only">{closeLabel}</span>
          </button>
        </div>
        {children}
      </dialog>
    </>
  );
}
