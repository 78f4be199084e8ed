"use client";

import { useState, type ReactNode } from "react";
import { NotATech } from "@/components/techs/not-a-tech";
import { SignedInGate } from "./signed-in-gate";

/**
 * A Tech page's island: the sign-in, then `children`; when the server says
 * the account is not a Tech (401 or 403 from any call), "this is for our
 * technicians" instead of an error (docs/product.md §17.1).
 */
export function TechGate({
  children,
}: {
  children: (session: {
    token: () => Promise<string>;
    onRefused: () => void;
  }) => ReactNode;
}) {
  const [refused, setRefused] = useState(false);
  return (
    <SignedInGate heading="Technician sign-in">
      {({ user, token, signOut }) =>
        refused ? (
          <NotATech email={user.email ?? ""} onSignOut={signOut} />
        ) : (
          children({ token, onRefused: () => setRefused(true) })
        )
      }
    </SignedInGate>
  );
}
