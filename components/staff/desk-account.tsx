"use client";

import { useDeskSession } from "./desk-session";

/** The frame's corner: who is signed in, and the way out. */
export function DeskAccount() {
  const { state, signOut } = useDeskSession();
  if (state.kind !== "signed-in") return null;
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <p>
        Signed in as <strong>{state.user.email}</strong>
      </p>
      <button
        type="button"
        onClick={() => void signOut()}
        className="rounded-lg border border-white-60 px-3 py-1.5 font-semibold focus-light hover:bg-white-10"
      >
        Sign out
      </button>
    </div>
  );
}
