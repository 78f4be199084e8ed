import { fieldLabels, type ReplaceableField } from "./profile";
import { profileStatusLabels, type ProfileStatus } from "./status";
import type { DeskProfileDetail } from "./views";

type ProfileEvent = DeskProfileDetail["history"][number];

const done: Record<string, string> = {
  create: "created the profile",
  save: "saved a draft",
  submit: "sent it for review",
  publish: "published it",
  hide: "hid it",
  replace: "replaced a field",
  photo: "uploaded a photo",
  photo_removed: "removed the photo",
  tech_granted: "granted the Tech role",
  tech_removed: "removed the Tech role",
  availability: "changed the hours and ZIP codes",
  seed_demo: "added it as a demo Tech",
};

const statusLabel = (status: string) =>
  profileStatusLabels[status as ProfileStatus] ?? status;

/**
 * One row of a profile's history as a sentence for the desk, never a log
 * line of keys (docs/product.md §15): "Tech ann@example.com sent it for
 * review; it is now Awaiting review."
 */
export function profileEventText(event: ProfileEvent): string {
  const who = event.actor.charAt(0).toUpperCase() + event.actor.slice(1);
  const field =
    event.action === "replace" && event.field
      ? `replaced the ${(fieldLabels[event.field as ReplaceableField] ?? event.field).toLowerCase()}`
      : undefined;
  const what = field ?? done[event.action] ?? event.action.replace(/_/g, " ");
  const now =
    event.toStatus && event.toStatus !== event.fromStatus
      ? `; it is now ${statusLabel(event.toStatus)}`
      : "";
  // An availability change's note is what was saved, not a reason.
  const note = !event.note
    ? ""
    : event.action === "availability"
      ? ` ${event.note}`
      : ` Reason: ${event.note}`;
  return `${who} ${what}${now}.${note}`;
}
