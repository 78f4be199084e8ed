import { execFileSync } from "node:child_process";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { demoProjectId } from "@/lib/firebase/config";
import { defaultEmulatorHost } from "@/lib/firebase/emulator.mjs";
import { visit } from "./fixtures";

/** A new address for each account, so runs never meet. */
export const freshEmail = (prefix = "visitor") =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Opens /user and creates an account through the Create account form. */
export async function createAccount(
  page: Page,
  email: string,
  password: string,
) {
  await visit(page, "/user");
  await page.getByRole("button", { name: "Signup", exact: true }).click();
  await fillSignUp(page, email, password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Your account" }),
  ).toBeVisible();
}

export async function fillSignUp(
  page: Page,
  email: string,
  password: string,
  repeat = password,
) {
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Repeat password").fill(repeat);
  await page.getByRole("checkbox", { name: /18 or older/ }).check();
}

type OobCode = {
  email: string;
  requestType: "VERIFY_EMAIL" | "PASSWORD_RESET";
  oobLink: string;
};

/**
 * The link the identity provider mailed to `email`, read from the Auth
 * emulator's out-of-band codes: it keeps every mail it would have sent.
 */
export async function mailedLink(
  email: string,
  requestType: OobCode["requestType"],
): Promise<string> {
  const url = `http://${defaultEmulatorHost}/emulator/v1/projects/${demoProjectId}/oobCodes`;
  let link: string | undefined;
  await expect
    .poll(async () => {
      const { oobCodes } = (await (await fetch(url)).json()) as {
        oobCodes: OobCode[];
      };
      link = oobCodes
        .filter((c) => c.email === email && c.requestType === requestType)
        .at(-1)?.oobLink;
      return link;
    })
    .toBeTruthy();
  return link!;
}

const identityToolkit = `http://${defaultEmulatorHost}/identitytoolkit.googleapis.com/v1`;

/** The password of every account `claimedAccount` makes. */
export const claimedPassword = "correct horse battery";

/**
 * A fresh account on the Auth emulator with the claims `npm run staff`
 * gives it (none: a Client), and an ID token for it.
 */
export async function claimedAccount(
  request: APIRequestContext,
  ...claims: ("editor" | "publisher" | "staff" | "tech")[]
): Promise<{ email: string; idToken: string }> {
  const email = freshEmail("claims");
  const response = await request.post(
    `${identityToolkit}/accounts:signUp?key=any`,
    { data: { email, password: claimedPassword, returnSecureToken: true } },
  );
  expect(response.ok()).toBe(true);
  for (const claim of claims) {
    const args = claim === "staff" ? ["add"] : [claim, "add"];
    execFileSync("node", ["scripts/staff.mjs", ...args, email]);
  }
  const { idToken } = (await response.json()) as { idToken: string };
  return { email, idToken };
}
