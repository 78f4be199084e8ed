"use client";

import { ProblemForm } from "./problem-form";
import { SignedInGate } from "./signed-in-gate";

/** /problems/new: sign in, then the form (docs/product.md §18.1). */
export function NewProblemIsland() {
  return (
    <SignedInGate heading="Sign in to post a problem">
      {({ token }) => <ProblemForm token={token} />}
    </SignedInGate>
  );
}
