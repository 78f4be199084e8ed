"use client";

import { ClientProblem } from "./client-problem";
import { ProblemForm } from "./problem-form";
import { SignedInGate } from "@/components/account/signed-in-gate";
import { TechBookings } from "./tech-bookings";
import { TechGate } from "@/components/account/tech-gate";
import { TechProblem } from "./tech-problem";
import { TechProblems } from "./tech-problems";

// The pages are static shells; each island signs in, then asks the server,
// which decides what this account may see (docs/product.md §18).

/** /problems/new: sign in, then the form (§18.1). */
export function NewProblemIsland() {
  return (
    <SignedInGate heading="Sign in to post a problem">
      {({ token }) => <ProblemForm token={token} />}
    </SignedInGate>
  );
}

/** /problems/{id}: sign in, then the Client's own problem (§18.4). */
export function ClientProblemIsland({ id }: { id: string }) {
  return (
    <SignedInGate heading="Sign in to see your problem">
      {({ token }) => <ClientProblem id={id} token={token} />}
    </SignedInGate>
  );
}

/** /tech/problems (§18.2). */
export function TechProblemsIsland() {
  return <TechGate>{(session) => <TechProblems {...session} />}</TechGate>;
}

/** /tech/problems/{id} (§18.3). */
export function TechProblemIsland({ id }: { id: string }) {
  return (
    <TechGate>{(session) => <TechProblem id={id} {...session} />}</TechGate>
  );
}

/** /tech/bookings (§18.5). */
export function TechBookingsIsland() {
  return <TechGate>{(session) => <TechBookings {...session} />}</TechGate>;
}
