"use client";

import { useTranslations } from "next-intl";
import { useDeskSession } from "./desk-session";

/** The frame's corner: who is signed in, and the way out. */
export function DeskAccount() {
  const t = useTranslations("desk.frame");
  const { state, signOut } = useDeskSession();
  if (state.kind !== "signed-in") return null;
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <p>
        {t.rich("signedInAs", {
          email: state.user.email ?? "",
          strong: (chunks) => <strong>{chunks}</strong>,
        })}
      </p>
      <button
        type="button"
        onClick={() => void signOut()}
        className="rounded-lg border border-white-60 px-3 py-1.5 font-semibold focus-light hover:bg-white-10"
      >
        {t("signOut")}
      </button>
    </div>
  );
}
