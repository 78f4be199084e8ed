"use client";

import { SignedInGate } from "@/components/account/signed-in-gate";
import { ProblemForm } from "./problem-form";

/**
 * /problems/new: sign in, then the form (docs/product.md §18.1). The problem
 * pages are static shells; each island signs in, then asks the server, which
 * decides what this account may see (§18).
 */
export function NewProblemIsland() {
  return (
    <SignedInGate heading="Sign in to post a problem">
      {({ token }) => <ProblemForm token={token} />}
    </SignedInGate>
  );
}
