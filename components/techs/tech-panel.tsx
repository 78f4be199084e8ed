"use client";

import { useCallback, useEffect, useState } from "react";
import type { User } from "firebase/auth";
import { LoginForm } from "@/components/user/login-form";
import { SignInPending } from "@/components/user/sign-in-pending";
import { useFirebaseUser } from "@/components/user/use-firebase-user";
import type { OwnProfile } from "@/lib/techs/views";
import { NotATech } from "./not-a-tech";
import { ProfileEditor } from "./profile-editor";
import { callApi, errorOf } from "@/components/api/call-api";
import { Alert } from "@/components/forms/alert";

type View =
  | { kind: "loading" }
  | { kind: "not-tech" }
  | { kind: "failed"; message: string }
  | { kind: "ready"; profile: OwnProfile | null };

/**
 * The /techs/edit island: the sign-in for a signed-out visitor, "this is for
 * our technicians" for a client, and the profile editor for a Tech. The
 * server decides which, from the account record, on every call
 * (docs/product.md §17.1).
 */
export function TechPanel() {
  const { state, signIn, signOut } = useFirebaseUser();
  switch (state.kind) {
    case "checking":
    case "unavailable":
      return <SignInPending state={state} />;
    case "signed-out":
      return (
        <div className="mx-auto max-w-md">
          <LoginForm onSubmit={signIn} heading="Technician sign-in" />
        </div>
      );
    case "signed-in":
      return <TechArea user={state.user} onSignOut={signOut} />;
  }
}

function TechArea({
  user,
  onSignOut,
}: {
  user: User;
  onSignOut: () => Promise<void>;
}) {
  const [view, setView] = useState<View>({ kind: "loading" });
  const token = useCallback(() => user.getIdToken(), [user]);
  const refused = useCallback(() => setView({ kind: "not-tech" }), []);

  useEffect(() => {
    let active = true;
    void callApi(token, "/tech/api/profile").then((reply) => {
      if (!active) return;
      if (reply.status === 200) {
        setView({
          kind: "ready",
          profile: reply.body.profile as OwnProfile | null,
        });
      } else if (reply.status === 403 || reply.status === 401) {
        refused();
      } else {
        setView({ kind: "failed", message: errorOf(reply) });
      }
    });
    return () => {
      active = false;
    };
  }, [token, refused]);

  switch (view.kind) {
    case "loading":
      return (
        <p role="status" className="font-semibold text-slate-700">
          Loading your profile…
        </p>
      );
    case "not-tech":
      return <NotATech email={user.email ?? ""} onSignOut={onSignOut} />;
    case "failed":
      return <Alert>{view.message}</Alert>;
    case "ready":
      return (
        <ProfileEditor
          email={user.email ?? ""}
          initial={view.profile}
          token={token}
          onRefused={refused}
          onSignOut={onSignOut}
        />
      );
  }
}
