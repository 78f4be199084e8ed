import { IslandWords } from "@/components/shared/island-words";
import { ProblemFormGate } from "./problem-form";

/** /problems/new, with its words: English only, as the page is. */
export function NewProblemIsland() {
  return (
    <IslandWords locale="en" namespaces={["problems", "signIn"]}>
      <ProblemFormGate />
    </IslandWords>
  );
}
