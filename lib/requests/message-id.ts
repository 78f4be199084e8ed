/** What identifies one notification of the outbox for good. */
export type NotificationKey = { readonly id: number; readonly createdAt: Date };

/**
 * The `Message-ID` of a notification's e-mail: the same on every attempt, so a
 * mail sent again after a crash (docs/product.md §12.4) is recognisably the
 * same message and mail clients show it once. The creation time keeps it
 * unique if a database's ids are ever restarted.
 */
export function notificationMessageId(
  { id, createdAt }: NotificationKey,
  fromAddress: string,
): string {
  const domain = /@([^\s@<>"]+)>?\s*$/.exec(fromAddress)?.[1] ?? "localhost";
  return `<notification-${id}-${createdAt.getTime().toString(36)}@${domain}>`;
}
