import { execFileSync } from "node:child_process";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { postgresPort } from "../../playwright.config";
import { defaultEmulatorHost } from "@/lib/firebase/emulator.mjs";
import { sql } from "./bookings-db";
import { expect, visit, watchConsole } from "./fixtures";

// The accounts of the problems journeys: Clients signed up on the Auth
// emulator, Techs published as staff would (docs/product.md §17), on the
// server backed by the test PostgreSQL.
export const origin = `http://127.0.0.1:${postgresPort}`;
const emulator = `http://${defaultEmulatorHost}/identitytoolkit.googleapis.com/v1`;
const password = "correct horse battery";

export type Account = { email: string; uid: string; idToken: string };

export async function signUp(
  request: APIRequestContext,
  role: string,
  email = `${role}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`,
): Promise<Account> {
  const response = await request.post(`${emulator}/accounts:signUp?key=any`, {
    data: { email, password, returnSecureToken: true },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { localId: string; idToken: string };
  return { email, uid: body.localId, idToken: body.idToken };
}

/** A Tech: the claim set by the project's own script, and a profile staff have published. */
export async function publishedTech(
  request: APIRequestContext,
  name: string,
): Promise<Account & { handle: string }> {
  const account = await signUp(request, "tech");
  execFileSync("node", ["scripts/staff.mjs", "tech", "add", account.email], {
    encoding: "utf8",
  });
  const handle = `${name.toLowerCase()}-${account.uid.slice(0, 6).toLowerCase()}`;
  const text = {
    handle,
    displayName: name,
    headline: `${name} fixes printers`,
    about: "Ten years of home IT.",
    skills: ["printer-setup"],
    ownSkills: [],
    remote: true,
    years: 10,
    languages: ["English"],
  };
  await sql(
    `insert into tech_profiles (uid, handle, status, text, published, email, first_published_at)
     values ($1, $2, 'published', $3, $3, $4, now())`,
    [account.uid, handle, JSON.stringify(text), account.email],
  );
  return { ...account, handle };
}

export async function signIn(page: Page, path: string, email: string) {
  await visit(page, `${origin}${path}`);
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

export async function tab(
  browser: Browser,
): Promise<{ page: Page; problems: string[] }> {
  const page = await (await browser.newContext()).newPage();
  return { page, problems: watchConsole(page) };
}
