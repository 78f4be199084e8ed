import {
  byName,
  languageChoices,
  languageFromQuery,
  techsHref,
  withLanguage,
} from "@/lib/techs/public";
import type { PublicProfile } from "@/lib/techs/views";

// The stated order of /techs (docs/product.md §17.4): by name, A to Z, so a
// Tech published a moment ago takes their place by name, not the end.

function profile(
  handle: string,
  displayName: string,
  languages = ["English"],
): PublicProfile {
  return {
    handle,
    text: {
      handle,
      displayName,
      headline: "",
      about: "",
      skills: [],
      ownSkills: [],
      remote: true,
      years: 1,
      languages,
    },
    zips: [],
    hasPhoto: false,
    memberSince: "2026-01-01T00:00:00.000Z",
    completedJobs: 0,
  };
}

it("lists by display name whatever the case, then by handle, published order aside", () => {
  const oldest = profile("zoe-2", "Zoe Quinn");
  const newest = profile("ann-1", "ann lee");
  const twin = profile("ann-0", "Ann Lee");
  expect(
    byName([oldest, profile("bo", "Bo Chan"), newest, twin]).map(
      (p) => p.handle,
    ),
  ).toEqual(["ann-0", "ann-1", "bo", "zoe-2"]);
});

describe("the language filter of /techs (ruling 89)", () => {
  const ana = profile("ana", "Ana Ruiz", ["English", "Español"]);
  const ben = profile("ben", "Ben Roy", ["english", "French"]);
  const cruz = profile("cruz", "Cruz Diaz", ["spanish"]);

  it("offers each language once however it was written, Spanish's other names as Spanish", () => {
    expect(languageChoices([ana, ben, cruz])).toEqual([
      { key: "english", title: "English" },
      { key: "french", title: "French" },
      { key: "spanish", title: "Spanish" },
    ]);
    expect(languageChoices([])).toEqual([]);
  });

  it("lists the Techs who speak the chosen language, and everyone without one", () => {
    expect(
      withLanguage([ana, ben, cruz], "spanish").map((p) => p.handle),
    ).toEqual(["ana", "cruz"]);
    expect(withLanguage([ana, ben, cruz], undefined)).toHaveLength(3);
  });

  it("takes from the address only a language a published Tech speaks", () => {
    const choices = languageChoices([ana, ben]);
    expect(languageFromQuery("spanish", choices)).toBe("spanish");
    expect(languageFromQuery("german", choices)).toBeUndefined();
    expect(languageFromQuery(["spanish", "french"], choices)).toBeUndefined();
    expect(languageFromQuery(undefined, choices)).toBeUndefined();
  });

  it("keeps the skill when the language changes, and the other way round", () => {
    expect(techsHref({})).toBe("/techs");
    expect(techsHref({ language: "spanish" })).toBe("/techs?language=spanish");
    expect(techsHref({ skill: "printer-setup", language: "spanish" })).toBe(
      "/techs?skill=printer-setup&language=spanish",
    );
  });
});
