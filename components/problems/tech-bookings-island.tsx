import { IslandWords } from "@/components/shared/island-words";
import { TechBookingsGate } from "./tech-bookings";

/** /tech/bookings, with its words: English only, as the page is. */
export function TechBookingsIsland() {
  return (
    <IslandWords
      locale="en"
      namespaces={["bookingStatus", "signIn", "techSignIn", "techWork"]}
    >
      <TechBookingsGate />
    </IslandWords>
  );
}
