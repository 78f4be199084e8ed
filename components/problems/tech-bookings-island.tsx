"use client";

import { TechBookings } from "./tech-bookings";
import { TechGate } from "./tech-gate";

/** /tech/bookings (docs/product.md §18.5). */
export function TechBookingsIsland() {
  return <TechGate>{(session) => <TechBookings {...session} />}</TechGate>;
}
