import { deskWords } from "@/lib/desk/words";

/** A contact message is New until staff mark it Answered (docs/product.md §12.3). */
export const messageStatuses = ["new", "answered"] as const;

export type MessageStatus = (typeof messageStatuses)[number];

/** The states' names, as the desk (English only) shows them. */
export const messageStatusLabels: Record<MessageStatus, string> = {
  new: deskWords("fields.messageNew"),
  answered: deskWords("fields.messageAnswered"),
};
