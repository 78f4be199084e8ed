"use client";

import { useCallback, useEffect, useState } from "react";
import type { User } from "firebase/auth";
import { AuthGate } from "@/components/account/auth-gate";
import { SignedIn } from "./signed-in";
import { SignedOut } from "./signed-out";
import { useFirebaseUser } from "@/components/account/use-firebase-user";
import { VerifyEmail } from "./verify-email";
import { useTranslations } from "next-intl";
import type { Locale } from "@/data/locale";

/** The /user island: Firebase is fetched only here, after the page has loaded (docs/product.md §5). */
export function UserPanel({ locale = "en" }: { locale?: Locale }) {
  const t = useTranslations("account");
  const session = useFirebaseUser();
  const [deleted, setDeleted] = useState(false);

  return (
    <AuthGate
      state={session.state}
      signedOut={
        <>
          {deleted && (
            <p role="status" className="mb-4 font-semibold text-slate-900">
              {t("panel.deleted")}
            </p>
          )}
          <SignedOut
            onSignIn={session.signIn}
            onSignUp={session.signUp}
            onReset={session.resetPassword}
            locale={locale}
          />
        </>
      }
    >
      {({ user }) => (
        <Account
          user={user}
          session={session}
          locale={locale}
          onDeleted={async () => {
            setDeleted(true);
            await session.signOut();
          }}
        />
      )}
    </AuthGate>
  );
}

function Account({
  user,
  session,
  onDeleted,
  locale,
}: {
  user: User;
  session: ReturnType<typeof useFirebaseUser>;
  onDeleted: () => Promise<void>;
  locale: Locale;
}) {
  // Raised when the account is read again, so its bookings are asked for again.
  const [reads, setReads] = useState(0);
  // The server verifies this token on every account action; a uid is never
  // sent. A token minted before the e-mail was verified is renewed, so the
  // server sees the verified address (docs/product.md §22).
  const idToken = useCallback(async () => {
    const token = await user.getIdTokenResult();
    if (user.emailVerified && token.claims.email_verified !== true) {
      return user.getIdToken(true);
    }
    return token.token;
    // `reads` stands for the account as last read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user, reads]);

  // Which side of the account to show; the server still decides every call.
  const [tech, setTech] = useState<boolean | null>(null);
  useEffect(() => {
    let active = true;
    void user.getIdTokenResult().then((token) => {
      if (active) setTech(token.claims.tech === true);
    });
    return () => {
      active = false;
    };
  }, [user]);
  const notTech = useCallback(() => setTech(false), []);

  return (
    <SignedIn
      email={user.email ?? ""}
      idToken={idToken}
      tech={tech}
      onNotTech={notTech}
      onSignOut={session.signOut}
      onDeleted={onDeleted}
      locale={locale}
    >
      {!user.emailVerified && (
        <VerifyEmail
          email={user.email ?? ""}
          onResend={session.sendVerification}
          onCheck={async () => {
            const verified = await session.refreshUser();
            setReads((n) => n + 1);
            return verified;
          }}
        />
      )}
    </SignedIn>
  );
}
