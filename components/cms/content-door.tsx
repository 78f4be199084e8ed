"use client";

import { useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { SignedInGate } from "@/components/account/signed-in-gate";
import type { SignedInSession } from "@/components/account/auth-gate";
import { callApi, callPublic, useErrorOf } from "@/components/api/call-api";
import { Alert } from "@/components/forms/alert";
import { adminDestination } from "@/lib/cms/door";

type Session = SignedInSession & { signOut: () => Promise<void> };

/**
 * /content, the marketing team's door to the CMS: the site's one sign-in,
 * then the CMS's cookie from /content/api/session, then the admin page that
 * sent the editor here (`?next=`, kept only under /admin), else /admin.
 */
export function ContentDoor() {
  const t = useTranslations("cmsDoor");
  return (
    <SignedInGate heading={t("heading")}>
      {(session) => <Knock session={session} />}
    </SignedInGate>
  );
}

/** Inside the signed-in account, so a refusal is forgotten when it signs out. */
function Knock({ session }: { session: Session }) {
  const t = useTranslations("cmsDoor");
  const errorOf = useErrorOf();
  const [refusal, setRefusal] = useState<
    { kind: "not-editor" } | { kind: "failed"; sentence: string }
  >();
  const { token } = session;
  useEffect(() => {
    let active = true;
    void callApi(token, "/content/api/session", { json: {} }).then((reply) => {
      if (!active) return;
      if (reply.status === 200) {
        const next = new URLSearchParams(window.location.search).get("next");
        // The admin is a page of its own; the door is not kept in history.
        window.location.replace(adminDestination(next));
      } else if (reply.status === 403) {
        setRefusal({ kind: "not-editor" });
      } else {
        setRefusal({ kind: "failed", sentence: errorOf(reply) });
      }
    });
    return () => {
      active = false;
    };
  }, [token, errorOf]);
  const signOut = async () => {
    // A cookie from before the claim was taken away goes too.
    await callPublic("/content/api/session", { method: "DELETE" });
    await session.signOut();
  };
  if (!refusal) {
    return (
      <p role="status" className="font-semibold text-slate-700">
        {t("opening")}
      </p>
    );
  }
  return (
    <Refused
      email={session.user.email ?? ""}
      sentence={refusal.kind === "failed" ? refusal.sentence : undefined}
      onSignOut={signOut}
    />
  );
}

/**
 * Who is signed in, why the CMS stays shut and whom to ask, or what went
 * wrong when the server did not answer for the account; and a way out.
 */
function Refused({
  email,
  sentence,
  onSignOut,
}: {
  email: string;
  sentence: string | undefined;
  onSignOut: () => Promise<void>;
}) {
  const t = useTranslations("cmsDoor");
  const heading = useRef<HTMLHeadingElement>(null);
  // The sign-in form that had the focus is gone: the answer takes it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="grid gap-4">
      <h1
        ref={heading}
        tabIndex={-1}
        className="text-3xl font-extrabold tracking-tight text-slate-900"
      >
        {sentence ? t("heading") : t("refused.heading")}
      </h1>
      {sentence ? (
        <Alert>{sentence}</Alert>
      ) : (
        <p className="text-lg text-slate-700">
          {t.rich("refused.signedInAs", {
            email,
            strong: (chunks) => (
              <strong className="text-slate-900">{chunks}</strong>
            ),
          })}
        </p>
      )}
      <div>
        <button
          type="button"
          onClick={() => void onSignOut()}
          className="btn-outline"
        >
          {t("refused.signOut")}
        </button>
      </div>
    </div>
  );
}
