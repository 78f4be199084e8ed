"use client";

import { TechGate } from "@/components/account/tech-gate";
import { TechProblems } from "./tech-problems";

/** /tech/problems (docs/product.md §18.2). */
export function TechProblemsIsland() {
  return <TechGate>{(session) => <TechProblems {...session} />}</TechGate>;
}
