"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import { CloseIcon } from "@/components/icons/close-icon";
import { MenuIcon } from "@/components/icons/menu-icon";

const PANEL_ID = "site-sidebar";

/**
 * The sidebar toggle and its panel. The nav itself is rendered on the server and
 * passed in, so only the open/closed state ships as JavaScript.
 */
export function SidebarMenu({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>("a, summary")?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen((value) => !value)}
        className="js-only inline-flex min-h-11 items-center gap-2 rounded-lg px-3 font-semibold text-white hover:bg-white/10"
      >
        <MenuIcon className="size-6" />
        <span className="sr-only sm:not-sr-only">Menu</span>
      </button>
      {open && (
        <div
          aria-hidden="true"
          className="fixed inset-0 z-40 bg-slate-950/50"
          onClick={() => setOpen(false)}
        />
      )}
      <div
        ref={panelRef}
        id={PANEL_ID}
        hidden={!open}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest("a")) setOpen(false);
        }}
        className="fixed inset-y-0 left-0 z-50 w-80 max-w-[85vw] overflow-y-auto bg-white p-4 text-slate-900 shadow-2xl"
      >
        <div className="mb-3 flex items-center justify-between">
          <p className="text-lg font-bold text-brand-800">Menu</p>
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              buttonRef.current?.focus();
            }}
            className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
          >
            <CloseIcon className="size-6" />
            <span className="sr-only">Close menu</span>
          </button>
        </div>
        {children}
      </div>
    </>
  );
}
