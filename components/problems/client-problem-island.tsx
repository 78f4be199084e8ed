import { IslandWords } from "@/components/shared/island-words";
import { ClientProblemGate } from "./client-problem";

/** /problems/{id}, with its words: English only, as the page is. */
export function ClientProblemIsland({ id }: { id: string }) {
  return (
    <IslandWords
      locale="en"
      namespaces={["problemStatus", "problems", "reviews", "signIn"]}
    >
      <ClientProblemGate id={id} />
    </IslandWords>
  );
}
