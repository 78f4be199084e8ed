"use client";

import { useTranslations } from "next-intl";
import { AuthGate } from "@/components/account/auth-gate";
import { LoginForm } from "@/components/account/login-form";
import { useDeskSession } from "./desk-session";
import { StaffDesk } from "./staff-desk";

/**
 * The /staff island: a sign-in written for staff, then the desk. Firebase is
 * fetched only here and on /user (docs/product.md §5, §15).
 */
export function StaffPanel() {
  const t = useTranslations("desk.frame");
  const { state, signIn } = useDeskSession();
  return (
    <AuthGate
      state={state}
      signedOut={
        <div className="mx-auto max-w-md">
          <LoginForm
            onSubmit={signIn}
            heading={t("signInHeading")}
            emailHint={t("signInEmailHint")}
          />
        </div>
      }
    >
      {({ user }) => <StaffDesk user={user} />}
    </AuthGate>
  );
}
