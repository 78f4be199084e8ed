"use client";

import { LoginForm } from "@/components/user/login-form";
import { SignInPending } from "@/components/user/sign-in-pending";
import { useDeskSession } from "./desk-session";
import { StaffDesk } from "./staff-desk";

/**
 * The /staff island: a sign-in written for staff, then the desk. Firebase is
 * fetched only here and on /user (docs/product.md §5, §15).
 */
export function StaffPanel() {
  const { state, signIn } = useDeskSession();
  switch (state.kind) {
    case "checking":
    case "unavailable":
      return <SignInPending state={state} />;
    case "signed-out":
      return (
        <div className="mx-auto max-w-md">
          <LoginForm
            onSubmit={signIn}
            heading="Staff sign-in"
            emailHint="The e-mail of your staff account. The desk has no sign-up: the company adds staff accounts."
          />
        </div>
      );
    case "signed-in":
      return <StaffDesk user={state.user} />;
  }
}
