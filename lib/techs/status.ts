import { deskWords } from "@/lib/desk/words";
import { transition, type Rule } from "@/lib/transitions";
/**
 * A Tech profile's states and the one table of who may move it where
 * (docs/product.md §17.3). Every change goes through `transition` (lib/transitions.ts) with this table, so
 * a move the table does not list can never be written.
 */
export const profileStatuses = [
  "draft",
  "review",
  "published",
  "hidden",
] as const;

export type ProfileStatus = (typeof profileStatuses)[number];

/** A state's name as the desk and a Tech read it (the desk's catalogue). */
export const profileStatusLabel = (status: ProfileStatus): string =>
  deskWords(`profileStatus.${status}`);

export const profileActions = [
  "save",
  "submit",
  "publish",
  "hide",
  "replace",
] as const;

export type ProfileAction = (typeof profileActions)[number];

/** The Tech who owns the profile, or a staff member. */
export type ProfileActor = "tech" | "staff";

/**
 * - save: the Tech keeps their text. A published profile's change goes up
 *   for review, while the public page keeps the last published text; a
 *   hidden profile stays hidden.
 * - submit: the Tech saves and asks staff to publish (a draft, or a hidden
 *   profile they have put right).
 * - publish, hide: staff, with a reason for hiding.
 * - replace: staff put one field right, with a reason; the state stays.
 */
export const profileTransitions: Record<
  ProfileAction,
  Rule<ProfileStatus, ProfileStatus, ProfileActor>
> = {
  save: {
    by: ["tech"],
    moves: {
      draft: "draft",
      review: "review",
      published: "review",
      hidden: "hidden",
    },
  },
  submit: {
    by: ["tech"],
    moves: { draft: "review", review: "review", hidden: "review" },
  },
  publish: {
    by: ["staff"],
    moves: { review: "published", hidden: "published" },
  },
  hide: {
    by: ["staff"],
    moves: { draft: "hidden", review: "hidden", published: "hidden" },
  },
  replace: {
    by: ["staff"],
    moves: {
      draft: "draft",
      review: "review",
      published: "published",
      hidden: "hidden",
    },
  },
};

/** The actions an actor may take on a profile in this state, in the table's order. */
export function allowedProfileActions(
  status: ProfileStatus,
  actor: ProfileActor,
): ProfileAction[] {
  return profileActions.filter((a) =>
    transition(profileTransitions, status, a, actor),
  );
}
