"use client";

import { SignedInGate } from "@/components/account/signed-in-gate";
import { ClientProblem } from "./client-problem";

/** /problems/{id}: sign in, then the Client's own problem (docs/product.md §18.4). */
export function ClientProblemIsland({ id }: { id: string }) {
  return (
    <SignedInGate heading="Sign in to see your problem">
      {({ token }) => <ClientProblem id={id} token={token} />}
    </SignedInGate>
  );
}
