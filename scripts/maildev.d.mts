export const maildevArgs: readonly string[];
export const maildevInbox: string;
