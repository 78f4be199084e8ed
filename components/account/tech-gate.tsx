"use client";

import { useCallback, useState, type ReactNode } from "react";
import type { User } from "firebase/auth";
import { useTranslations } from "next-intl";
import type { GetToken } from "@/components/api/call-api";
import { NotATech } from "./not-a-tech";
import { SignedInGate } from "./signed-in-gate";

type TechSession = {
  user: User;
  token: GetToken;
  signOut: () => Promise<void>;
  onRefused: () => void;
};

/**
 * A Tech page's island: the sign-in, then `children`; when the server says
 * the account is not a Tech (401 or 403 from any call), "this is for our
 * technicians" instead of an error (docs/product.md §17.1).
 */
export function TechGate({
  children,
}: {
  children: (session: TechSession) => ReactNode;
}) {
  const t = useTranslations("techSignIn");
  return (
    <SignedInGate heading={t("heading")}>
      {(session) => <TechOnly session={session}>{children}</TechOnly>}
    </SignedInGate>
  );
}

/** Inside the signed-in account, so a refusal is forgotten when it signs out. */
function TechOnly({
  session,
  children,
}: {
  session: Omit<TechSession, "onRefused">;
  children: (session: TechSession) => ReactNode;
}) {
  const [refused, setRefused] = useState(false);
  // Stable, so the calls that depend on it are not made again.
  const onRefused = useCallback(() => setRefused(true), []);
  if (refused) {
    return (
      <NotATech email={session.user.email ?? ""} onSignOut={session.signOut} />
    );
  }
  return children({ ...session, onRefused });
}
