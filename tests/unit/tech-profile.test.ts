import {
  contactProblem,
  handleProblem,
  parseProfile,
  whereProblem,
  type ProfileText,
} from "@/lib/techs/profile";
import { initialsOf } from "@/lib/techs/card";
import { services } from "@/data/services";

const good = {
  handle: "ada-fixes",
  displayName: "Ada Lovelace",
  headline: "Home networks that stay up",
  about: "Twenty years of making printers talk to laptops.",
  skills: [services[1]!.slug, services[0]!.slug],
  ownSkills: "Mesh WiFi, NAS",
  remote: true,
  years: "12",
  languages: "English, Español",
};

function errorsOf(change: Record<string, unknown>) {
  const parsed = parseProfile({ ...good, ...change });
  return parsed.ok ? {} : parsed.errors;
}

describe("a whole profile", () => {
  it("is cleaned: skills in the catalogue's order, lists split, numbers read", () => {
    const parsed = parseProfile(good);
    expect(parsed).toEqual({
      ok: true,
      value: {
        handle: "ada-fixes",
        displayName: "Ada Lovelace",
        headline: "Home networks that stay up",
        about: "Twenty years of making printers talk to laptops.",
        skills: [services[0]!.slug, services[1]!.slug],
        ownSkills: ["Mesh WiFi", "NAS"],
        remote: true,
        years: 12,
        languages: ["English", "Español"],
      } satisfies ProfileText,
    });
  });

  it("answers one sentence per wrong field, for anything that is not an object", () => {
    for (const input of [null, "x", 3, []]) {
      const parsed = parseProfile(input);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) {
        expect(Object.keys(parsed.errors).sort()).toEqual(
          [
            "displayName",
            "handle",
            "headline",
            "languages",
            "skills",
            "years",
          ].sort(),
        );
      }
    }
  });
});

describe("the handle", () => {
  it.each([
    ["ada", undefined],
    ["a-1-b", undefined],
    ["Ada-Fixes", undefined],
    ["ab", "at least 3"],
    ["x".repeat(31), "at most 30"],
    ["x".repeat(10_000), "at most 30"],
    ["-ada", "start or end with a dash"],
    ["ada-", "start or end with a dash"],
    ["ada fixes", "only the letters a to z"],
    ["adа", "only the letters a to z"], // Cyrillic а
    ["\u212Aelvin", "only the letters a to z"], // the Kelvin sign, which lowercases to k
    ["ａｄａ", "only the letters a to z"], // full-width
    ["<script>", "only the letters a to z"],
    ["", "Choose a handle"],
    ["new", "kept for the site's own pages"],
    ["EDIT", "kept for the site's own pages"],
    ["api", "kept for the site's own pages"],
    ["admin", "kept for the site's own pages"],
    ["staff", "kept for the site's own pages"],
  ])("%j → %s", (handle, problem) => {
    const found = handleProblem(handle);
    if (problem === undefined) expect(found).toBeUndefined();
    else expect(found).toContain(problem);
  });

  it("is kept lowercase, so two handles differing by case are one", () => {
    const parsed = parseProfile({ ...good, handle: "  Ada-FIXES " });
    expect(parsed.ok && parsed.value.handle).toBe("ada-fixes");
  });
});

describe("free texts", () => {
  it.each([
    ["displayName", "", "fill in the display name"],
    ["displayName", "x".repeat(61), "at most 60 characters; this one has 61"],
    ["displayName", "Ada\nLovelace", "cannot be shown"],
    ["headline", "", "fill in the headline"],
    ["headline", "x".repeat(101), "at most 100"],
    ["headline", "Call 212-555-0100", "phone number"],
    ["about", "x".repeat(1501), "at most 1,500"],
    ["about", "Write to ada@example.com", "e-mail address"],
    ["about", "Write to ada (at) example.com", "e-mail address"],
    ["about", "Call me on (212) 555-0100", "phone number"],
    ["about", "Call me on +1 212 555 0100", "phone number"],
    ["about", "Text 555-0100", "phone number"],
    ["about", "Bell\u0007", "cannot be shown"],
  ])("%s %j is refused: %s", (field, value, reason) => {
    expect(errorsOf({ [field]: value })[field as keyof ProfileText]).toContain(
      reason,
    );
  });

  it.each([
    ["about", ""],
    ["about", "Worked 2010-2020 at a lab.\nNow on my own."],
    ["headline", "<script>alert(1)</script> & <b>bold</b>"],
  ])("%s %j is taken, as text", (field, value) => {
    const parsed = parseProfile({ ...good, [field]: value });
    expect(parsed.ok && parsed.value[field as keyof ProfileText]).toBe(value);
  });

  it("finds contact details on their own too", () => {
    expect(contactProblem("no contact here")).toBeUndefined();
    expect(contactProblem("ada@example.com")).toContain("e-mail");
  });
});

describe("skills", () => {
  it("come from the catalogue, so every service is one", () => {
    const parsed = parseProfile({
      ...good,
      skills: services.map((s) => s.slug),
    });
    expect(parsed.ok && parsed.value.skills).toEqual(
      services.map((s) => s.slug),
    );
  });

  it.each([
    [{ skills: ["not-a-service"] }, "skills", "from the list of our services"],
    [{ skills: [], ownSkills: "" }, "skills", "at least one skill"],
    [{ ownSkills: "a1, b2, c3, d4, e5, f6" }, "ownSkills", "at most 5"],
    [{ ownSkills: "x".repeat(31) }, "ownSkills", "at most 30"],
    [{ ownSkills: "me@example.com" }, "ownSkills", "e-mail"],
  ])("%j is refused", (change, field, reason) => {
    expect(errorsOf(change)[field as keyof ProfileText]).toContain(reason);
  });

  it("take five of the Tech's own words, and own words alone", () => {
    const parsed = parseProfile({
      ...good,
      skills: [],
      ownSkills: "a1, b2, c3, d4, e5",
    });
    expect(parsed.ok && parsed.value.ownSkills).toHaveLength(5);
  });
});

describe("where they work", () => {
  it("keeps no ZIP codes in the text: they are the row's one list, saved with the hours", () => {
    const parsed = parseProfile({ ...good, zips: "10001 10002" });
    expect(parsed.ok && "zips" in parsed.value).toBe(false);
    expect(parseProfile({ ...good, remote: false }).ok).toBe(true);
  });

  it("goes up for review only when it lists ZIP codes or offers remote work (issue 61 item 10)", () => {
    expect(whereProblem(false, 0)).toContain("Say where you work");
    expect(whereProblem(false, 0)).toContain("Hours and where you work");
    expect(whereProblem(true, 0)).toBeUndefined();
    expect(whereProblem(false, 1)).toBeUndefined();
  });
});

describe("years and languages", () => {
  it.each(["-1", "61", "1.5", "", "ten", "1e1", "0x10"])(
    "years %j is refused",
    (years) => {
      expect(errorsOf({ years }).years).toContain("whole number from 0 to 60");
    },
  );

  it.each(["0", "60", 7])("years %j is taken", (years) => {
    expect(parseProfile({ ...good, years }).ok).toBe(true);
  });

  it.each([
    ["", "at least one language"],
    ["a, b, c, d, e, f, g, h, i, j, k", "at most 10"],
    ["English, <b>", "not a language name"],
    ["x".repeat(31), "not a language name"],
  ])("languages %j is refused", (languages, reason) => {
    expect(errorsOf({ languages }).languages).toContain(reason);
  });
});

describe("initials", () => {
  it.each([
    ["Ada Lovelace", "AL"],
    ["ada byron lovelace", "AL"],
    ["Émile", "É"],
    ["Demo Tech (Brooklyn)", "DB"],
    ["Demo Tech (Manhattan)", "DM"],
    ["J. R. “Bob” Dobbs", "JD"],
    ["(—) 42", "?"],
    ["", "?"],
  ])("%j → %s", (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
