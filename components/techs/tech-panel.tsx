import { IslandWords } from "@/components/shared/island-words";
import { TechPanelIsland } from "./tech-panel-island";

/** /techs/edit's island with its words: English only, as a Tech's pages are. */
export function TechPanel() {
  return (
    <IslandWords locale="en" namespaces={["signIn", "techSignIn", "techWork"]}>
      <TechPanelIsland />
    </IslandWords>
  );
}
