"use client";

import { TechGate } from "@/components/account/tech-gate";
import { TechProblem } from "./tech-problem";

/** /tech/problems/{id} (docs/product.md §18.3). */
export function TechProblemIsland({ id }: { id: string }) {
  return (
    <TechGate>{(session) => <TechProblem id={id} {...session} />}</TechGate>
  );
}
