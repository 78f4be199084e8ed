import { byName } from "@/lib/techs/public";
import type { PublicProfile } from "@/lib/techs/views";

// The stated order of /techs (docs/product.md §17.4): by name, A to Z, so a
// Tech published a moment ago takes their place by name, not the end.

function profile(handle: string, displayName: string): PublicProfile {
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
      languages: ["English"],
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
