import { IslandWords } from "@/components/shared/island-words";
import { TechProblemGate } from "./tech-problem";

/** /tech/problems/{id}, with its words: English only, as the page is. */
export function TechProblemIsland({ id }: { id: string }) {
  return (
    <IslandWords
      locale="en"
      namespaces={[
        "problemStatus",
        "problems",
        "signIn",
        "techSignIn",
        "techWork",
      ]}
    >
      <TechProblemGate id={id} />
    </IslandWords>
  );
}
