/** @jest-environment node */
import * as v from "valibot";
import * as photoRoute from "@/app/[locale]/techs/[handle]/photo/route";
import * as skillRoute from "@/app/[locale]/techs/api/skill/[slug]/route";
import { firstIssue } from "@/lib/desk/checks";
import type { Database } from "@/lib/server/db/client";
import { photoFromEditor } from "@/lib/server/techs/editor";
import { processPhoto } from "@/lib/server/techs/photo";
import { techCheckWords } from "@/lib/techs/check-words";
import { profileActionSchema, techRoleSchema } from "@/lib/techs/desk";

// What the server says about Techs: to staff and Techs in English, from the
// techChecks namespace (word for word what the code wrote before, and a
// sentence of its own where valibot's default English stood: a missing key,
// a replaced value over its limit); to a visitor, in the address's language.

const refusal = (schema: v.GenericSchema, body: unknown) => {
  const parsed = v.safeParse(schema, body);
  return parsed.success ? undefined : firstIssue(parsed.issues);
};

describe("the desk's checks of a Tech's profile and role", () => {
  const hide = { action: "hide", expectedVersion: 1 };
  const replace = { action: "replace", expectedVersion: 1, reason: "x" };
  it.each([
    ["no object", [], "Choose publish, hide or replace."],
    [
      "an unknown action",
      { ...hide, action: "bury" },
      "Choose publish, hide or replace.",
    ],
    [
      "no version",
      { action: "publish" },
      "The version the desk showed is missing.",
    ],
    [
      "version 0",
      { ...hide, expectedVersion: 0, reason: "x" },
      "The version the desk showed is not valid.",
    ],
    ["no reason", hide, "Give a reason: the Tech is e-mailed it."],
    [
      "a blank reason",
      { ...hide, reason: " " },
      "Give a reason: the Tech is e-mailed it.",
    ],
    [
      "a 1001-character reason",
      { ...hide, reason: "x".repeat(1001) },
      "A reason can be at most 1000 characters.",
    ],
    [
      "a NUL in the reason",
      { ...hide, reason: "a\u0000b" },
      "The reason contains characters we cannot keep.",
    ],
    ["no field", replace, "Choose a field to replace."],
    [
      "an unknown field",
      { ...replace, field: "name" },
      "Choose a field to replace.",
    ],
    [
      "a number for a value",
      { ...replace, field: "headline", value: 7 },
      "The new value must be text.",
    ],
    [
      "a 2001-character value",
      { ...replace, field: "headline", value: "x".repeat(2001) },
      "The new value can be at most 2000 characters.",
    ],
  ])("a profile action with %s is refused", (_, body, sentence) => {
    expect(refusal(profileActionSchema, body)).toBe(sentence);
  });

  const role = { email: "ada@example.com", grant: true, reason: "x" };
  /** The body without one of its keys: missing, not undefined. */
  const without = (key: keyof typeof role) =>
    Object.fromEntries(Object.entries(role).filter(([k]) => k !== key));
  it.each([
    ["no object", "ada@example.com", "Give the account's e-mail address."],
    ["no e-mail", without("email"), "Give the account's e-mail address."],
    [
      "a word for an e-mail",
      { ...role, email: "not-an-address" },
      "That is not an e-mail address.",
    ],
    [
      "no grant",
      without("grant"),
      "Say whether to grant or remove the Tech role.",
    ],
    [
      "a word for a grant",
      { ...role, grant: "yes" },
      "Say whether to grant or remove the Tech role.",
    ],
    ["no reason", without("reason"), "Give a reason: the Tech is e-mailed it."],
  ])("a role change with %s is refused", (_, body, sentence) => {
    expect(refusal(techRoleSchema, body)).toBe(sentence);
  });
});

describe("the photo's refusals", () => {
  it("says a large upload's size to the hundredth of a megabyte", async () => {
    const upload = Buffer.alloc(Math.round(6.25 * 1024 * 1024));
    expect(await processPhoto(upload)).toEqual({
      ok: false,
      error:
        "The photo is 6.25 MB, over the limit of 5 MB. Choose a smaller one.",
    });
  });

  it("names the format a damaged file claims", async () => {
    const jpegStart = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
    expect(await processPhoto(jpegStart)).toEqual({
      ok: false,
      error:
        "This file starts like a JPEG image but cannot be read as one: it may be damaged. Choose another photo.",
    });
  });

  it("says the limit of a body cut at the limit, before anything is read", async () => {
    const noDatabase = {} as Database;
    const tech = { uid: "uid-ada", email: "ada@example.com" };
    expect(
      await photoFromEditor(noDatabase, tech, "too-large", new Date()),
    ).toMatchObject({
      body: { error: "The photo is larger than 5 MB, the limit." },
    });
  });
});

describe("the desk's answer to a role change", () => {
  it("says a removed Tech's profile is hidden only when it was", () => {
    const removed = (hidden: string) =>
      techCheckWords("role.removed", { email: "ada@example.com", hidden });
    expect(removed("no")).toBe("ada@example.com is no longer a Tech.");
    expect(removed("yes")).toBe(
      "ada@example.com is no longer a Tech, and their profile is hidden.",
    );
  });
});

describe("a Tech's public routes, in both languages", () => {
  const context = <P>(params: P) => ({ params: Promise.resolve(params) });

  it.each([
    ["en", "No such service."],
    ["es", "Ese servicio no existe."],
  ])("a skill no service has is 404 (%s): %s", async (locale, sentence) => {
    const response = await skillRoute.GET(
      new Request(`http://localhost/${locale}/techs/api/skill/nope`),
      context({ locale, slug: "nope" }),
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: sentence });
  });

  it.each([
    ["en", "No such photo."],
    ["es", "Esa foto no existe."],
  ])("a handle no Tech can have is 404 (%s): %s", async (locale, sentence) => {
    const response = await photoRoute.GET(
      new Request(`http://localhost/${locale}/techs/Not_A_Handle/photo`),
      context({ locale, handle: "Not_A_Handle" }),
    );
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(sentence);
  });
});
