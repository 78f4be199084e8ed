import { createHash } from "node:crypto";
import {
  request as newRequest,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
} from "@playwright/test";
import { sharedPorts } from "../../playwright.config";
import { claimedAccount } from "./accounts";
import { expect } from "./fixtures";

/** The two servers that share one PostgreSQL and one cache (playwright.config.ts). */
export const [first, second] = sharedPorts.map(
  (port) => `http://127.0.0.1:${port}`,
) as [string, string];

type Claim = "editor" | "publisher";

/** The CMS's cookie for a new account with `claims`, from the door at /content. */
export async function cmsCookie(
  request: APIRequestContext,
  ...claims: Claim[]
): Promise<string> {
  return cmsCookieAt(first, request, ...claims);
}

/** The CMS's cookie for a new account with `claims`, from `server`'s door. */
export async function cmsCookieAt(
  server: string,
  request: APIRequestContext,
  ...claims: Claim[]
): Promise<string> {
  const { idToken } = await claimedAccount(request, ...claims);
  // A context of its own, so that no other request of the test carries it.
  const door = await newRequest.newContext();
  const response = await door.post(`${server}/content/api/session`, {
    headers: { Authorization: `Bearer ${idToken}`, Origin: server },
  });
  await door.dispose();
  expect(response.status()).toBe(200);
  return /cms_session=[^;]+/.exec(response.headers()["set-cookie"] ?? "")![0];
}

/** A browser of its own in the CMS on the first server, as the holder of `cookie` (from cmsCookie). */
export async function cmsBrowser(
  browser: Browser,
  cookie: string,
): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addCookies([
    {
      name: "cms_session",
      value: cookie.split("=").slice(1).join("="),
      url: first,
    },
  ]);
  return context;
}

/** Calls the CMS's REST API as the holder of `cookie`, on `server`. */
export async function api(
  request: APIRequestContext,
  cookie: string,
  method: "GET" | "PATCH" | "POST",
  path: string,
  data?: unknown,
  server = first,
) {
  const response = await request.fetch(`${server}/admin/api${path}`, {
    method,
    headers: { cookie, Origin: server },
    data,
  });
  return { status: response.status(), body: await response.json() };
}

/**
 * Polls `path` on `origin` until its page holds `text`, and passes only if a
 * request sent within a second of `since` saw it.
 */
export function seenWithin1s(
  request: APIRequestContext,
  origin: string,
  path: string,
  since: number,
  text: string,
) {
  return answeredWithin1s(request, origin, path, since, (body) =>
    body.toString().includes(text),
  );
}

/** The SHA-256 of what `path` on `origin` answers: a picture, to tell it changed. */
export async function digestOf(
  request: APIRequestContext,
  origin: string,
  path: string,
): Promise<string> {
  const response = await request.get(`${origin}${path}`);
  expect(response.status()).toBe(200);
  return createHash("sha256")
    .update(await response.body())
    .digest("hex");
}

/**
 * Polls `path` on `origin` until what it answers is no longer the one whose
 * digest is `before`, and passes only if a request sent within a second of
 * `since` saw the change.
 */
export function changedWithin1s(
  request: APIRequestContext,
  origin: string,
  path: string,
  since: number,
  before: string,
) {
  return answeredWithin1s(
    request,
    origin,
    path,
    since,
    (body) => createHash("sha256").update(body).digest("hex") !== before,
  );
}

function answeredWithin1s(
  request: APIRequestContext,
  origin: string,
  path: string,
  since: number,
  holds: (body: Buffer) => boolean,
) {
  return expect
    .poll(
      async () => {
        const sentAfter = Date.now() - since;
        const body = await (await request.get(`${origin}${path}`)).body();
        const seen = holds(body);
        if (sentAfter <= 1_000) return seen ? "seen within 1 s" : "not yet";
        return `${seen ? "seen" : "not seen"} by a request ${sentAfter} ms after`;
      },
      { intervals: [50], timeout: 10_000 },
    )
    .toBe("seen within 1 s");
}
