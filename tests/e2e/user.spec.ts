import type { Page, Response } from "@playwright/test";
import { defaultEmulatorHost } from "@/lib/firebase/emulator.mjs";
import { services } from "@/data/services";
import { createAccount, fillSignUp, freshEmail } from "./accounts";
import { expect, hydrated, test, visit } from "./fixtures";

const password = "correct horse battery";
const storedUid = (page: Page) =>
  page.evaluate(() => localStorage.getItem("user"));

async function fill(page: Page, email: string, secret: string) {
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(secret);
}

const signUp = (page: Page, email: string) =>
  createAccount(page, email, password);

/** Failures are logged by design (docs/product.md §5); these tests check the alert instead. */
function failures(page: Page) {
  const logged: string[] = [];
  page.on("console", (m) => m.type() === "error" && logged.push(m.text()));
  return logged;
}

test.describe("sign-in screen", () => {
  test("nobody signed in: the Login screen of the spec", async ({ page }) => {
    await visit(page, "/user");
    await expect(
      page.getByRole("heading", { level: 1, name: "Login" }),
    ).toBeVisible();
    const email = page.getByLabel("Email address");
    await expect(email).toHaveAttribute("type", "email");
    await expect(email).toHaveAttribute("placeholder", "Enter email");
    await expect(email).toHaveAccessibleDescription(
      "We'll never share your email with anyone else.",
    );
    await expect(page.getByLabel("Password")).toHaveAttribute(
      "type",
      "password",
    );
    await expect(page.getByRole("button", { name: "Login" })).toBeEnabled();
    // Beside Login, the seed's Signup button; the account is made on a form of
    // its own (docs/product.md §22).
    const signUpButton = page.getByRole("button", {
      name: "Signup",
      exact: true,
    });
    await expect(signUpButton).toBeVisible();
    expect(
      await signUpButton.evaluate((button) => button.tagName.toLowerCase()),
    ).toBe("button");
    await signUpButton.click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Create account" }),
    ).toBeFocused();
    await expect(page.getByLabel("Repeat password")).toHaveAttribute(
      "type",
      "password",
    );
    await expect(
      page.getByRole("checkbox", { name: /18 or older.*Terms of Service/ }),
    ).toHaveAttribute("required", "");
    await page.getByRole("button", { name: "Log in" }).click();
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Reset your password" }),
    ).toBeFocused();
  });

  test("sign up, stay signed in after a reload, sign out, sign in again", async ({
    page,
  }) => {
    const email = freshEmail();
    await signUp(page, email);
    await expect(page.getByRole("main")).toContainText(email);
    const uid = await storedUid(page);
    expect(uid).toMatch(/^\w{10,}$/);

    await page.reload();
    await hydrated(page);
    await expect(
      page.getByRole("heading", { level: 1, name: "Your account" }),
    ).toBeVisible();
    expect(await storedUid(page)).toBe(uid);

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Login" }),
    ).toBeVisible();
    expect(await storedUid(page)).toBeNull();

    await fill(page, email, password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Your account" }),
    ).toBeVisible();
    expect(await storedUid(page)).toBe(uid);
  });

  test("a double click on Create account sends one request", async ({
    page,
  }) => {
    const signUps: string[] = [];
    page.on(
      "request",
      (r) => r.url().includes("accounts:signUp") && signUps.push(r.url()),
    );
    await visit(page, "/user");
    await page.getByRole("button", { name: "Signup", exact: true }).click();
    await fillSignUp(page, freshEmail(), password);
    await page.getByRole("button", { name: "Create account" }).dblclick();
    await expect(
      page.getByRole("heading", { level: 1, name: "Your account" }),
    ).toBeVisible();
    expect(signUps).toHaveLength(1);
  });
});

test.describe("sign-in failures are explained", () => {
  test.use({ failOnConsoleError: false });

  test("wrong password: an alert, and no uid stored", async ({ page }) => {
    const email = freshEmail();
    await signUp(page, email);
    await page.getByRole("button", { name: "Sign out" }).click();
    const logged = failures(page);
    await fill(page, email, "not the password");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "don't match an account" }),
    ).toBeVisible();
    expect(await storedUid(page)).toBeNull();
    expect(logged.some((line) => line.includes("login failed"))).toBe(true);
    await expect(page.getByRole("button", { name: "Login" })).toBeEnabled();
  });

  test("unknown e-mail: the same alert", async ({ page }) => {
    await visit(page, "/user");
    await fill(page, freshEmail(), password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "don't match an account" }),
    ).toBeVisible();
  });

  test("e-mail already in use", async ({ page }) => {
    const email = freshEmail();
    await signUp(page, email);
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByRole("button", { name: "Signup", exact: true }).click();
    await fillSignUp(page, email, password);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "already exists" }),
    ).toBeVisible();
  });

  test("two different passwords: said beside the second, and nothing sent", async ({
    page,
  }) => {
    const signUps: string[] = [];
    page.on(
      "request",
      (r) => r.url().includes("accounts:signUp") && signUps.push(r.url()),
    );
    await visit(page, "/user");
    await page.getByRole("button", { name: "Signup", exact: true }).click();
    await fillSignUp(page, freshEmail(), password, `${password}!`);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByLabel("Repeat password")).toBeFocused();
    await expect(
      page.getByLabel("Repeat password"),
    ).toHaveAccessibleDescription(
      "The two passwords are not the same. Type them again.",
    );
    expect(signUps).toEqual([]);
  });

  test("weak password", async ({ page }) => {
    await visit(page, "/user");
    await page.getByRole("button", { name: "Signup", exact: true }).click();
    await fillSignUp(page, freshEmail(), "123");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "too weak" }),
    ).toBeVisible();
    expect(await storedUid(page)).toBeNull();
  });

  test("identity service down: a clear alert, and the page still works", async ({
    page,
  }) => {
    await visit(page, "/user");
    await page.route(`http://${defaultEmulatorHost}/**`, (route) =>
      route.abort("connectionrefused"),
    );
    await page.getByRole("button", { name: "Signup", exact: true }).click();
    await fillSignUp(page, freshEmail(), password);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(
      page
        .getByRole("alert")
        .filter({ hasText: "can't reach the sign-in service" }),
    ).toBeVisible({ timeout: 15_000 });
    await expect(
      page.getByRole("button", { name: "Create account" }),
    ).toBeEnabled();

    await page.unroute(`http://${defaultEmulatorHost}/**`);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Your account" }),
    ).toBeVisible();
  });
});

test.describe("Firebase is loaded only on /user", () => {
  const firebaseMarker = "identitytoolkit";

  /**
   * Collects the bodies of the scripts a page downloads. `stop` ends the
   * collecting before it reads them, so that a script arriving later (a chunk
   * fetched after load) is not left reading its body when the test ends.
   */
  function scriptBodies(page: Page) {
    const bodies: Promise<string>[] = [];
    const collect = (response: Response) => {
      if (response.request().resourceType() === "script")
        bodies.push(response.text());
    };
    page.on("response", collect);
    return {
      soFar: () => Promise.all(bodies),
      stop: () => {
        page.off("response", collect);
        return Promise.all(bodies);
      },
    };
  }

  for (const path of ["/", `/services/${services[0]!.slug}`, "/cart"]) {
    test(`${path} downloads no Firebase code`, async ({ page }) => {
      const scripts = scriptBodies(page);
      // Hydrated: every island has mounted. Loaded: every script the document
      // lists has arrived.
      await visit(page, path);
      await page.waitForLoadState("load");
      const bodies = await scripts.stop();
      expect(bodies.length).toBeGreaterThan(0);
      expect(bodies.filter((body) => body.includes(firebaseMarker))).toEqual(
        [],
      );
    });
  }

  test("/user's own scripts, all that a prefetch of it could fetch, hold none", async ({
    request,
  }) => {
    const html = await (await request.get("/user")).text();
    const sources = [...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map(
      (match) => match[1]!,
    );
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      const body = await (await request.get(source)).text();
      expect(body.includes(firebaseMarker), source).toBe(false);
    }
  });

  test("/user fetches it once its sign-in island has mounted", async ({
    page,
  }) => {
    const scripts = scriptBodies(page);
    await visit(page, "/user");
    await expect
      .poll(async () =>
        (await scripts.soFar()).some((body) => body.includes(firebaseMarker)),
      )
      .toBe(true);
    await scripts.stop();
  });
});
