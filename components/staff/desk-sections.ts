import { BookingsSection } from "./bookings-section";
import type { DeskSection } from "./desk-section";
import { ExportSection } from "./export-section";
import { MessagesSection } from "./messages-section";

/**
 * The desk's sections, in the order the desk shows them and its navigation
 * lists them (docs/product.md §15.12). A new part of the desk is one entry
 * here: its component receives `DeskSectionProps` and calls its own routes
 * under /staff/api/.
 */
export const deskSections: readonly DeskSection[] = [
  { id: "bookings", label: "Bookings", Section: BookingsSection },
  { id: "messages", label: "Messages", Section: MessagesSection },
  { id: "export", label: "Export", Section: ExportSection },
];
