import {
  contentActions,
  contentActor,
  contentActors,
  contentTransitions,
  type ContentAction,
} from "@/lib/cms/status";
import { transition } from "@/lib/transitions";

// Every state × action × actor, written out by hand from docs/cms.md:
// [editor, publisher, both], "-" is refused.
const expected: Record<
  "draft" | "published",
  Record<ContentAction, [string, string, string]>
> = {
  draft: {
    draft: ["draft", "-", "draft"],
    publish: ["-", "published", "published"],
    publishOwn: ["-", "-", "published"],
    restore: ["-", "published", "published"],
  },
  published: {
    draft: ["draft", "-", "draft"],
    publish: ["-", "published", "published"],
    publishOwn: ["-", "-", "published"],
    restore: ["-", "published", "published"],
  },
};

describe("the content transition table (docs/cms.md)", () => {
  const cases = Object.entries(expected).flatMap(([status, row]) =>
    contentActions.flatMap((action) =>
      contentActors.map(
        (actor, index) => [status, action, actor, row[action][index]] as const,
      ),
    ),
  );

  it("covers every state, action and actor", () => {
    expect(cases).toHaveLength(2 * 4 * 3);
  });

  it.each(cases)("%s + %s by %s → %s", (status, action, actor, to) => {
    expect(
      transition(
        contentTransitions,
        status as keyof typeof expected,
        action,
        actor,
      ) ?? "-",
    ).toBe(to);
  });
});

describe("the actor an account's CMS roles make", () => {
  it.each([
    [["editor"], "editor"],
    [["publisher"], "publisher"],
    [["publisher", "editor"], "both"],
    [[], undefined],
    [["staff", "tech"], undefined],
  ])("%j → %s", (roles, actor) => {
    expect(contentActor(roles)).toBe(actor);
  });
});
