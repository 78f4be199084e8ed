/** @jest-environment node */
import { getAuth } from "firebase-admin/auth";
import {
  DELETE,
  POST,
} from "@/app/[locale]/(default-language)/content/api/session/route";
import { cmsSessionHours } from "@/lib/cms/session";
import { editorFromCookie } from "@/lib/server/cms/session";
import type { Database } from "@/lib/server/db/client";
import { minutesAfter } from "./clock";

// The identity server as firebase-admin answers it: each token is one
// account's, each account a record whose claims and state the test changes.
// The rest (bearerUser, the guard, the cookie) is the site's own code.
type Account = {
  uid: string;
  email: string;
  disabled?: boolean;
  customClaims?: Record<string, unknown>;
  tokensValidAfterTime?: string;
};
const accounts = new Map<string, Account>();
const tokens = new Map<string, string>();

jest.mock("firebase-admin/auth", () => ({ getAuth: jest.fn() }));
jest.mocked(getAuth).mockReturnValue({
  async verifyIdToken(token: string) {
    const uid = tokens.get(token);
    if (!uid) throw new Error("auth/argument-error");
    return { uid, auth_time: Math.floor(issued.getTime() / 1000) };
  },
  async getUser(uid: string) {
    const account = accounts.get(uid);
    if (!account) throw new Error("auth/user-not-found");
    return { disabled: false, emailVerified: true, ...account };
  },
} as unknown as ReturnType<typeof getAuth>);

// The secret comes from the environment, so no database is opened.
jest.mock("@/lib/server/db/client", () => ({
  database: () => Promise.resolve({}),
}));
const db = {} as Database;

// The route reads the clock itself: it reads this one.
const issued = new Date("2026-12-04T15:00:00.000Z");

beforeAll(() => {
  process.env.BOOKING_TOKEN_SECRET = "k".repeat(32);
  jest.useFakeTimers({
    now: issued,
    doNotFake: [
      "nextTick",
      "setImmediate",
      "setTimeout",
      "clearTimeout",
      "setInterval",
      "clearInterval",
      "queueMicrotask",
    ],
  });
});
afterAll(() => jest.useRealTimers());

function account(uid: string, customClaims?: Record<string, unknown>) {
  accounts.set(uid, { uid, email: `${uid}@example.com`, customClaims });
  tokens.set(`token-${uid}`, uid);
  return `token-${uid}`;
}

const knock = (token?: string) =>
  POST(
    new Request("http://localhost/content/api/session", {
      method: "POST",
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    }),
  );

/** The cookie's value and its attributes, as a browser would read the header. */
function setCookie(response: Response) {
  const [pair, ...attributes] = (
    response.headers.get("set-cookie") ?? ""
  ).split("; ");
  const [name, value] = pair!.split("=");
  return { name, value, attributes };
}

describe("POST /content/api/session", () => {
  it("answers 401 without a token, or with one the identity server does not know", async () => {
    for (const token of [undefined, "forged"]) {
      const response = await knock(token);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        error: "Sign in with an editor's account to edit the site's content.",
      });
      expect(response.headers.get("set-cookie")).toBeNull();
    }
  });

  it("answers 403 to a Client, to staff and to a Tech", async () => {
    for (const [uid, claims] of [
      ["client", undefined],
      ["staff", { staff: true }],
      ["tech", { tech: true }],
    ] as const) {
      const response = await knock(account(uid, claims));
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        error: "This account cannot edit the site's content.",
      });
      expect(response.headers.get("set-cookie")).toBeNull();
    }
  });

  it("gives an editor the cookie: /admin only, HttpOnly, SameSite=Strict, for 12 hours", async () => {
    const response = await knock(account("ed", { editor: true, staff: true }));
    expect(response.status).toBe(200);
    const cookie = setCookie(response);
    expect(cookie.name).toBe("cms_session");
    // http://localhost is the site's address here, so not Secure.
    expect(cookie.attributes.sort()).toEqual(
      [
        "HttpOnly",
        `Max-Age=${cmsSessionHours * 3600}`,
        "Path=/admin",
        "SameSite=Strict",
      ].sort(),
    );
    expect(
      await editorFromCookie(db, cookie.value, minutesAfter(issued, 1)),
    ).toEqual({
      uid: "ed",
      email: "ed@example.com",
      roles: ["editor"],
    });
  });

  it("marks it Secure when the site's address is https", async () => {
    process.env.NEXT_PUBLIC_SITE_URL = "https://brightpath.example";
    try {
      const response = await knock(account("secure-ed", { editor: true }));
      expect(setCookie(response).attributes).toContain("Secure");
    } finally {
      delete process.env.NEXT_PUBLIC_SITE_URL;
    }
  });

  it("gives a publisher the cookie too", async () => {
    const response = await knock(account("pub", { publisher: true }));
    expect(response.status).toBe(200);
    expect(
      await editorFromCookie(db, setCookie(response).value, issued),
    ).toMatchObject({ roles: ["publisher"] });
  });
});

describe("editorFromCookie", () => {
  async function cookieOf(uid: string) {
    return setCookie(await knock(account(uid, { editor: true }))).value;
  }

  it("names no one once the claim is taken away, the account is disabled or gone, or its sessions are revoked", async () => {
    const later = minutesAfter(issued, 5);
    const claimTaken = await cookieOf("was-editor");
    accounts.get("was-editor")!.customClaims = { staff: true };
    expect(await editorFromCookie(db, claimTaken, later)).toBeUndefined();

    const disabled = await cookieOf("disabled");
    accounts.get("disabled")!.disabled = true;
    expect(await editorFromCookie(db, disabled, later)).toBeUndefined();

    const gone = await cookieOf("gone");
    accounts.delete("gone");
    expect(await editorFromCookie(db, gone, later)).toBeUndefined();

    const revoked = await cookieOf("revoked");
    accounts.get("revoked")!.tokensValidAfterTime = minutesAfter(
      issued,
      1,
    ).toUTCString();
    expect(await editorFromCookie(db, revoked, later)).toBeUndefined();
  });

  it("names no one for a forged, altered or expired cookie, or none", async () => {
    const value = await cookieOf("editor-2");
    const edge = new Date(issued.getTime() + cmsSessionHours * 3_600_000);
    expect(
      await editorFromCookie(db, value, minutesAfter(edge, -1)),
    ).toMatchObject({ uid: "editor-2" });
    expect(await editorFromCookie(db, value, edge)).toBeUndefined();
    expect(await editorFromCookie(db, `${value}x`, issued)).toBeUndefined();
    expect(await editorFromCookie(db, "forged.cookie", issued)).toBeUndefined();
    expect(await editorFromCookie(db, undefined, issued)).toBeUndefined();
  });
});

describe("DELETE /content/api/session", () => {
  it("clears the cookie on the same path", async () => {
    const response = DELETE();
    expect(response.status).toBe(200);
    const cookie = setCookie(response);
    expect(cookie).toMatchObject({ name: "cms_session", value: "" });
    expect(cookie.attributes).toEqual(
      expect.arrayContaining([
        "Max-Age=0",
        "Path=/admin",
        "HttpOnly",
        "SameSite=Strict",
      ]),
    );
  });
});
