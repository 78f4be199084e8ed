import type { Page } from "@playwright/test";
import { expect, test, visit } from "./fixtures";
import { axeViolations } from "./page-checks";
import {
  claimedAccount as account,
  claimedPassword as password,
} from "./accounts";

// /content, the marketing team's door to the CMS at /admin (docs/cms.md):
// the site's sign-in, then the CMS's cookie, then the admin. What the admin
// shows is tests/e2e/cms.spec.ts's; here its page is answered by the test,
// and only the address the browser went to and the cookie it holds are
// checked.

/** The admin's pages, answered by the test: what they show is not the door's. */
async function answerAdmin(page: Page) {
  const admin = (url: URL) =>
    url.pathname === "/admin" || url.pathname.startsWith("/admin/");
  await page.route(admin, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: "<!doctype html><html lang=en><title>Admin</title><h1>Admin</h1></html>",
    }),
  );
}

async function signIn(page: Page, email: string) {
  await expect(
    page.getByRole("heading", { level: 1, name: "Content sign-in" }),
  ).toBeVisible();
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

const cmsCookie = async (page: Page) =>
  (await page.context().cookies()).find(
    (cookie) => cookie.name === "cms_session",
  );

test("an editor signs in at /content and lands on /admin with the CMS's cookie", async ({
  page,
  request,
}) => {
  const editor = await account(request, "editor");
  await answerAdmin(page);
  // Another site's address is never followed: the door goes to /admin.
  await visit(page, "/content?next=https://evil.example/admin");
  await signIn(page, editor.email);
  await page.waitForURL((url) => url.pathname.startsWith("/admin"));
  expect(new URL(page.url()).pathname).toBe("/admin");
  expect(await cmsCookie(page)).toMatchObject({
    path: "/admin",
    httpOnly: true,
    sameSite: "Strict",
  });

  // Signed in already, the door sends the admin's own page straight back.
  await page.goto("/content?next=/admin/collections/pages%3Fpage%3D2");
  await page.waitForURL((url) => url.pathname.startsWith("/admin/"));
  expect(new URL(page.url()).pathname).toBe("/admin/collections/pages");
});

test("a publisher gets the cookie too, and staff alone do not", async ({
  request,
}) => {
  const publisher = await account(request, "publisher");
  const knock = (token: string) =>
    request.post("/content/api/session", {
      headers: { Authorization: `Bearer ${token}` },
    });
  const opened = await knock(publisher.idToken);
  expect(opened.status()).toBe(200);
  expect(opened.headers()["set-cookie"]).toMatch(
    /^cms_session=[^;]+; Max-Age=43200; Path=\/admin; HttpOnly; SameSite=Strict$/,
  );
  const staff = await account(request, "staff");
  const refused = await knock(staff.idToken);
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({
    error: "This account cannot edit the site's content.",
  });
});

test("a signed-out visitor sees the sign-in, and the route refuses a missing or forged token", async ({
  page,
  request,
}) => {
  await visit(page, "/content");
  await expect(
    page.getByRole("heading", { level: 1, name: "Content sign-in" }),
  ).toBeVisible();
  // Editors' accounts are made by the company: no way to sign up here.
  await expect(page.getByRole("button", { name: /sign ?up/i })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  const forged = { Authorization: "Bearer forged.token.here" };
  for (const headers of [{}, forged] as Record<string, string>[]) {
    const response = await request.post("/content/api/session", { headers });
    expect(response.status()).toBe(401);
    expect(await response.json()).toEqual({
      error: "Sign in with an editor's account to edit the site's content.",
    });
  }
});

test.describe("where the browser logs a refusal it was meant to get", () => {
  // Chromium reports every 4xx answer to fetch in the console; here that is the point.
  test.use({ failOnConsoleError: false });

  test("a Client is told the account cannot edit the site and whom to ask, by keyboard, and can sign out", async ({
    page,
    request,
  }) => {
    const client = await account(request);
    await visit(page, "/content");
    await page.getByLabel("Email address").focus();
    await page.keyboard.type(client.email);
    await page.keyboard.press("Tab");
    await page.keyboard.type(password);
    await page.keyboard.press("Enter");
    const heading = page.getByRole("heading", {
      level: 1,
      name: "This account cannot edit the site",
    });
    await expect(heading).toBeFocused();
    await expect(
      page.getByText(/which cannot edit the site's content/),
    ).toHaveText(
      `You are signed in as ${client.email}, which cannot edit the site's content. Ask the company's staff to make it an editor's or a publisher's account, then sign in again.`,
    );
    expect(new URL(page.url()).pathname).toBe("/content");
    expect(await cmsCookie(page)).toBeUndefined();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Sign out" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(
      page.getByRole("heading", { level: 1, name: "Content sign-in" }),
    ).toBeVisible();
  });
});
