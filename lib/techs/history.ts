import { fieldLabels, type ReplaceableField } from "./profile";
import {
  profileStatusLabel,
  profileStatuses,
  type ProfileStatus,
} from "./status";
import type { DeskProfileDetail } from "./views";
import { deskWords } from "@/lib/desk/words";

type ProfileEvent = DeskProfileDetail["history"][number];

/** Each action's words, by the key of desk.profileEvent. */
const done = {
  create: "create",
  save: "save",
  submit: "submit",
  publish: "publish",
  hide: "hide",
  replace: "replace",
  photo: "photo",
  photo_removed: "photoRemoved",
  tech_granted: "techGranted",
  tech_removed: "techRemoved",
  availability: "availability",
  seed_demo: "seedDemo",
} as const;

const doneText = (action: string): string | undefined =>
  Object.hasOwn(done, action)
    ? deskWords(`profileEvent.${done[action as keyof typeof done]}`)
    : undefined;

const statusLabel = (status: string) =>
  (profileStatuses as readonly string[]).includes(status)
    ? profileStatusLabel(status as ProfileStatus)
    : status;

/**
 * One row of a profile's history as a sentence for the desk, never a log
 * line of keys (docs/product.md §15): "Tech ann@example.com sent it for
 * review; it is now Awaiting review."
 */
export function profileEventText(event: ProfileEvent): string {
  const who = event.actor.charAt(0).toUpperCase() + event.actor.slice(1);
  const field =
    event.action === "replace" && event.field
      ? deskWords("profileEvent.replacedField", {
          field: (
            fieldLabels[event.field as ReplaceableField] ?? event.field
          ).toLowerCase(),
        })
      : undefined;
  const what =
    field ?? doneText(event.action) ?? event.action.replace(/_/g, " ");
  const now =
    event.toStatus && event.toStatus !== event.fromStatus
      ? deskWords("profileEvent.now", { status: statusLabel(event.toStatus) })
      : "";
  // An availability change's note is what was saved, not a reason.
  const note = !event.note
    ? ""
    : event.action === "availability"
      ? ` ${event.note}`
      : deskWords("profileEvent.reason", { note: event.note });
  return deskWords("profileEvent.line", { who, what, now, note });
}
