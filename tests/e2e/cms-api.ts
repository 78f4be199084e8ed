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

/** The CMS's cookie for a new account with `claims`, from the door at /content. */
export async function cmsCookie(
  request: APIRequestContext,
  ...claims: ("editor" | "publisher")[]
): Promise<string> {
  const { idToken } = await claimedAccount(request, ...claims);
  // A context of its own, so that no other request of the test carries it.
  const door = await newRequest.newContext();
  const response = await door.post(`${first}/content/api/session`, {
    headers: { Authorization: `Bearer ${idToken}`, Origin: first },
  });
  await door.dispose();
  expect(response.status()).toBe(200);
  return /cms_session=[^;]+/.exec(response.headers()["set-cookie"] ?? "")![0];
}

/** Calls the CMS's REST API as the holder of `cookie`. */
export async function api(
  request: APIRequestContext,
  cookie: string,
  method: "GET" | "PATCH" | "POST",
  path: string,
  data?: unknown,
) {
  const response = await request.fetch(`${first}/admin/api${path}`, {
    method,
    headers: { cookie, Origin: first },
    data,
  });
  return { status: response.status(), body: await response.json() };
}
