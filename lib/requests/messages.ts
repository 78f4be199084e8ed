/** A contact message is New until staff mark it Answered (docs/product.md §12.3). */
export const messageStatuses = ["new", "answered"] as const;

export type MessageStatus = (typeof messageStatuses)[number];
