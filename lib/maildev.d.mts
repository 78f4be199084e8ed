export const maildevHost: string;
export const maildevPorts: { readonly smtp: number; readonly web: number };
export type Maildev = {
  smtpUrl: string;
  inbox: string;
  args: readonly string[];
};
export function maildevAt(ports: { smtp: number; web: number }): Maildev;
export const localMaildev: Maildev;
export const localSmtpUrl: string;
