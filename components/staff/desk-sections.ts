import { DeskReviews } from "@/components/reviews/desk-reviews";
import { DeskProfiles } from "@/components/techs/desk-profiles";
import { BookingsSection } from "./bookings-section";
import type { DeskSection } from "./desk-section-types";
import { ExportSection } from "./export-section";
import { MembershipsSection } from "./memberships-section";
import { MessagesSection } from "./messages-section";
import { ProblemsSection } from "./problems-section";
import { TranslationsSection } from "./translations-section";

/**
 * The desk's sections, in the order the desk shows them and its navigation
 * lists them (docs/product.md §15.12). A new part of the desk is one entry
 * here: its component receives `DeskSectionProps` and calls its own routes
 * under /staff/api/.
 */
export const deskSections: readonly DeskSection[] = [
  { id: "bookings", Section: BookingsSection },
  { id: "messages", Section: MessagesSection },
  { id: "problems", Section: ProblemsSection },
  { id: "profiles", Section: DeskProfiles },
  { id: "memberships", Section: MembershipsSection },
  { id: "reviews", Section: DeskReviews },
  { id: "translations", Section: TranslationsSection },
  { id: "export", Section: ExportSection },
];
