"use client";

import { TechGate } from "@/components/account/tech-gate";
import { TechBookings } from "./tech-bookings";

/** /tech/bookings (docs/product.md §18.5). */
export function TechBookingsIsland() {
  return <TechGate>{(session) => <TechBookings {...session} />}</TechGate>;
}
