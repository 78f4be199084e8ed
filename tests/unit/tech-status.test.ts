import {
  allowedProfileActions,
  profileActions,
  profileStatuses,
  profileTransitions,
  type ProfileAction,
  type ProfileActor,
  type ProfileStatus,
} from "@/lib/techs/status";
import { transition } from "@/lib/transitions";

// The rules of docs/product.md §17.3, written out by hand: every state ×
// action × actor that is allowed, and where it leads. Anything not listed is
// refused.
const allowed: Record<string, ProfileStatus> = {
  "draft save tech": "draft",
  "review save tech": "review",
  "published save tech": "review",
  "hidden save tech": "hidden",
  "draft submit tech": "review",
  "review submit tech": "review",
  "hidden submit tech": "review",
  "review publish staff": "published",
  "hidden publish staff": "published",
  "draft hide staff": "hidden",
  "review hide staff": "hidden",
  "published hide staff": "hidden",
  "draft replace staff": "draft",
  "review replace staff": "review",
  "published replace staff": "published",
  "hidden replace staff": "hidden",
};

const actors: ProfileActor[] = ["tech", "staff"];
const cases = profileStatuses.flatMap((status) =>
  profileActions.flatMap((action) =>
    actors.map((actor) => [status, action, actor] as const),
  ),
);

describe("the profile's transition table", () => {
  it("covers 4 states × 5 actions × 2 actors", () => {
    expect(cases).toHaveLength(40);
  });

  it.each(cases)("%s, %s by %s", (status, action, actor) => {
    expect(transition(profileTransitions, status, action, actor)).toBe(
      allowed[`${status} ${action} ${actor}`],
    );
  });

  it("never lets a Tech publish or hide, nor staff write a Tech's text", () => {
    for (const status of profileStatuses) {
      expect(allowedProfileActions(status, "tech")).toEqual(
        expect.not.arrayContaining<ProfileAction>([
          "publish",
          "hide",
          "replace",
        ]),
      );
      expect(allowedProfileActions(status, "staff")).toEqual(
        expect.not.arrayContaining<ProfileAction>(["save", "submit"]),
      );
    }
  });

  it("puts a published profile's change up for review, not live", () => {
    expect(transition(profileTransitions, "published", "save", "tech")).toBe(
      "review",
    );
    expect(allowedProfileActions("published", "tech")).toEqual(["save"]);
  });
});
