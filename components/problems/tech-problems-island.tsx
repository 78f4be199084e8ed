import { IslandWords } from "@/components/shared/island-words";
import { TechProblemsGate } from "./tech-problems";

/** /tech/problems, with its words: English only, as the page is. */
export function TechProblemsIsland() {
  return (
    <IslandWords locale="en" namespaces={["signIn", "techSignIn", "techWork"]}>
      <TechProblemsGate />
    </IslandWords>
  );
}
