import {
  request as newRequest,
  type APIRequestContext,
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
