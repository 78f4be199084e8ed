import { DeskReviews } from "@/components/reviews/desk-reviews";
import { DeskProfiles } from "@/components/techs/desk-profiles";
import { BookingsSection } from "./bookings-section";
import type { DeskSection } from "./desk-section-types";
import { ExportSection } from "./export-section";
import { MembershipsSection } from "./memberships-section";
import { MessagesSection } from "./messages-section";
import { ProblemsSection } from "./problems-section";

/**
 * The desk's sections, in the order the desk shows them and its navigation
 * lists them (docs/product.md §15.12). A new part of the desk is one entry
 * here: its component receives `DeskSectionProps` and calls its own routes
 * under /staff/api/.
 */
export const deskSections: readonly DeskSection[] = [
  { id: "bookings", label: "Bookings", Section: BookingsSection },
  { id: "messages", label: "Messages", Section: MessagesSection },
  { id: "problems", label: "Problems", Section: ProblemsSection },
  { id: "profiles", label: "Profiles", Section: DeskProfiles },
  { id: "memberships", label: "Memberships", Section: MembershipsSection },
  { id: "reviews", label: "Reviews", Section: DeskReviews },
  { id: "export", label: "Export", Section: ExportSection },
];
