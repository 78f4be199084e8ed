export const maildevSmtpPort: number;
export const maildevWebPort: number;
export const maildevInbox: string;
export const maildevArgs: readonly string[];
