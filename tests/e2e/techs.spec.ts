import { execFileSync } from "node:child_process";
import { gzipSync } from "node:zlib";
import type { APIRequestContext, Page } from "@playwright/test";
import { contentCatalogue } from "@/lib/content/services";
import { defaultEmulatorHost } from "@/lib/firebase/emulator.mjs";
import { axeViolations } from "./page-checks";
import { expect, test, visit } from "./fixtures";
import { mailWith } from "./requests";

const services = contentCatalogue.en;

/** The scripts a content page may send, as lighthouserc.cjs budgets them (gzip). */
const contentJsBudget = 160 * 1024;

const emulator = `http://${defaultEmulatorHost}/identitytoolkit.googleapis.com/v1`;
const password = "correct horse battery";

type Account = { email: string; uid: string; idToken: string };

async function signUp(request: APIRequestContext, role: string) {
  const email = `${role}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const response = await request.post(`${emulator}/accounts:signUp?key=any`, {
    data: { email, password, returnSecureToken: true },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { localId: string; idToken: string };
  return { email, uid: body.localId, idToken: body.idToken } as Account;
}

/** The project's own script sets the claims, as staff would run it. */
function staffScript(...args: string[]): string {
  return execFileSync("node", ["scripts/staff.mjs", ...args], {
    encoding: "utf8",
  });
}

async function signIn(
  page: Page,
  path: string,
  email: string,
  heading: string,
) {
  await visit(page, path);
  await expect(
    page.getByRole("heading", { level: 1, name: heading }),
  ).toBeVisible();
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

/**
 * Opens a page rendered on request and checks what the build's page lists
 * cannot: axe, and the JavaScript it loads (gzip level 9, as
 * scripts/page-js.mjs counts it) against the content pages' budget.
 */
async function checkPublicPage(page: Page, path: string) {
  const scripts: Promise<number>[] = [];
  const onResponse = (response: import("@playwright/test").Response) => {
    if (response.request().resourceType() === "script") {
      scripts.push(
        response.body().then((body) => gzipSync(body, { level: 9 }).length),
      );
    }
  };
  page.on("response", onResponse);
  const response = await visit(page, path);
  page.off("response", onResponse);
  expect(response!.status(), path).toBe(200);
  const bytes = (await Promise.all(scripts)).reduce((a, b) => a + b, 0);
  expect(bytes, `${path}: JavaScript`).toBeGreaterThan(0);
  expect(bytes, `${path}: JavaScript`).toBeLessThanOrEqual(contentJsBudget);
  expect(await axeViolations(page), path).toEqual([]);
}

test.describe("Techs and their profiles", () => {
  test.describe("refusals", () => {
    // Chromium reports the editor's 403 in the console; here that is the point.
    test.use({ failOnConsoleError: false });

    test("the Tech endpoints refuse forged tokens and Clients, and a Client is told the page is for technicians", async ({
      page,
      request,
    }) => {
      const client = await signUp(request, "client");
      const forged = await request.post("/tech/api/profile", {
        headers: { Authorization: "Bearer not.a.token" },
        data: { handle: "x".repeat(10_000) },
      });
      expect(forged.status()).toBe(401);
      const asClient = await request.post("/tech/api/profile", {
        headers: { Authorization: `Bearer ${client.idToken}` },
        data: { handle: "client-handle" },
      });
      expect(asClient.status()).toBe(403);
      expect((await asClient.json()).error).toContain(
        "This is for our technicians",
      );

      await signIn(page, "/techs/edit", client.email, "Technician sign-in");
      await expect(
        page.getByRole("heading", {
          level: 1,
          name: "This is for our technicians",
        }),
      ).toBeVisible();
    });
  });

  test("a Tech writes a profile, staff publish it, a visitor sees it; staff hide it and it is gone", async ({
    page,
    request,
    browser,
  }) => {
    // Two sign-ins, the desk and four axe runs: one journey, on two cores.
    test.slow();
    const tech = await signUp(request, "tech");
    expect(staffScript("tech", "add", tech.email)).toContain(
      `${tech.email} is now a Tech`,
    );
    const boss = await signUp(request, "boss");
    expect(staffScript("add", boss.email)).toContain(
      `${boss.email} is now staff`,
    );
    const handle = `ada-${Date.now().toString(36)}`;
    const skill = services[0]!;

    // The Tech writes the profile; a tag in the headline is kept as text.
    await signIn(page, "/techs/edit", tech.email, "Technician sign-in");
    await expect(
      page.getByRole("heading", { level: 1, name: "Your technician profile" }),
    ).toBeVisible();
    await page
      .getByLabel("Handle (your page's address)")
      .fill(handle.toUpperCase());
    await expect(page.getByText("This handle is free.")).toBeVisible();
    await page.getByLabel("Display name").fill("Ada Lovelace");
    await page.getByLabel("Headline").fill("Networks <b>that</b> stay up");
    await page.getByLabel("About you").fill("Write to me at ada@example.com");
    await page.getByRole("checkbox", { name: skill.title }).check();
    await page.getByLabel("Years of experience").fill("12");
    await page
      .getByRole("button", { name: "Save and send for review" })
      .click();
    await expect(
      page.getByRole("alert").filter({ hasText: "nothing was saved" }),
    ).toBeVisible();
    await expect(page.getByText(/Remove the e-mail address/)).toBeVisible();
    await page.getByLabel("About you").fill("Printers, routers and patience.");
    // The ZIP codes are one list, kept with the hours of a saved profile (a
    // profile that names none, and no remote work, is not sent for review:
    // tests/unit/db/one-zip-list.test.ts).
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByTestId("profile-status")).toHaveText("Draft", {
      timeout: 15_000,
    });
    const hours = page.getByRole("region", {
      name: "Hours and where you work",
    });
    await expect(
      hours.getByLabel("ZIP codes you visit"),
    ).toHaveAccessibleDescription(
      /your public profile shows it, and customers at these ZIP codes can book your home visits/,
    );
    await expect(page.getByLabel(/ZIP codes/)).toHaveCount(1);
    await hours.getByLabel("ZIP codes you visit").fill("10001 10002");
    await hours
      .getByRole("button", { name: "Save hours and ZIP codes" })
      .click();
    await expect(hours.getByRole("status")).toHaveText(/^Saved\./);
    await page
      .getByRole("button", { name: "Save and send for review" })
      .click();
    // The first save writes the profile and refreshes the public pages'
    // cache; in one full run of three on two cores it took over 5 s.
    await expect(page.getByTestId("profile-status")).toHaveText(
      "Awaiting review",
      { timeout: 15_000 },
    );

    // Not public before staff publish it.
    expect((await request.get(`/techs/${handle}`)).status()).toBe(404);

    // Staff publish it on the desk.
    const desk = await browser.newPage();
    await signIn(desk, "/staff", boss.email, "Staff sign-in");
    const profiles = desk.getByRole("region", { name: "Profiles" });
    await profiles.getByRole("button", { name: handle }).click();
    const opened = desk.getByRole("group", { name: `Profile ${handle}` });
    await expect(opened).toContainText("Awaiting review");
    await opened.getByRole("button", { name: "Publish" }).click();
    await expect(profiles.getByRole("status")).toHaveText("Published.");
    await expect(opened).toContainText("· Published");
    await mailWith(request, "Your technician profile is published", tech.email);

    // A visitor sees the page, its JSON-LD, and it in the list and the sitemap.
    await checkPublicPage(page, `/techs?skill=${skill.slug}`);
    await expect(page.locator(`a[href="/techs/${handle}"]`)).toHaveText(
      "Ada Lovelace",
    );
    // The language filter keeps the skill chosen, and finds her by her language.
    await page
      .getByRole("navigation", { name: "Show technicians by language" })
      .getByRole("link", { name: "English" })
      .click();
    await expect(page).toHaveURL(
      new RegExp(`/techs\\?skill=${skill.slug}&language=english$`),
    );
    await expect(
      page.getByRole("heading", {
        name: `Technicians for ${skill.title} who speak English`,
      }),
    ).toBeVisible();
    await expect(page.locator(`a[href="/techs/${handle}"]`)).toHaveText(
      "Ada Lovelace",
    );
    await checkPublicPage(page, `/techs/${handle}`);
    await expect(
      page.getByRole("heading", { level: 1, name: "Ada Lovelace" }),
    ).toBeVisible();
    await expect(page.getByText("Networks <b>that</b> stay up")).toBeVisible();
    await expect(page.getByText("visits ZIP 10001, 10002")).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Ask Ada Lovelace for help" }),
    ).toHaveAttribute("href", `/problems/new?tech=${handle}`);
    await expect(
      page.getByRole("link", { name: skill.title }).first(),
    ).toHaveAttribute("href", `/services/${skill.slug}`);
    const jsonLd = (
      await page.locator('script[type="application/ld+json"]').allTextContents()
    )
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((data) => data["@type"] === "ProfilePage");
    expect(jsonLd).toMatchObject({
      mainEntity: {
        "@type": "Person",
        name: "Ada Lovelace",
        knowsAbout: [skill.title],
      },
    });
    const html = await page.content();
    expect(html).not.toContain(tech.email);
    expect(html).not.toContain(tech.uid);
    expect(
      await page.locator('link[rel="canonical"]').getAttribute("href"),
    ).toMatch(new RegExp(`/techs/${handle}$`));
    expect(
      await (await request.get("/techs?skill=" + skill.slug)).text(),
    ).toContain(`/techs/${handle}`);
    expect(await (await request.get("/sitemap.xml")).text()).toContain(
      `/techs/${handle}</loc>`,
    );

    // Staff hide it with a reason: a real 404, out of the sitemap, the Tech told why.
    await opened
      .getByLabel("Reason for hiding")
      .fill("Prices for work off the site");
    await opened.getByRole("button", { name: "Hide" }).click();
    await expect(opened).toContainText("· Hidden");
    expect((await request.get(`/techs/${handle}`)).status()).toBe(404);
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain(
      `/techs/${handle}<`,
    );
    const mail = await mailWith(
      request,
      "Your technician profile is hidden",
      tech.email,
    );
    expect(mail.to.map((to) => to.address)).toEqual([tech.email]);
    expect(mail.text).toContain("Prices for work off the site");
    await desk.close();

    // Removing the claim stops the Tech's next call at once, with the same token.
    const asTech = { Authorization: `Bearer ${tech.idToken}` };
    expect(
      (await request.get("/tech/api/profile", { headers: asTech })).status(),
    ).toBe(200);
    // The editor's address before the Tech-only routes moved under /tech
    // sends a page loaded before the move on, method and all.
    const moved = await request.get("/techs/api/profile", {
      headers: asTech,
      maxRedirects: 0,
    });
    expect(moved.status()).toBe(308);
    expect(moved.headers()["location"]).toBe("/tech/api/profile");
    const followed = await request.post("/techs/api/profile", {
      headers: asTech,
      data: { handle: "" },
    });
    expect(followed.status()).toBe(400);
    expect((await followed.json()).reason).toBe("invalid");
    staffScript("tech", "remove", tech.email);
    expect(
      (await request.get("/tech/api/profile", { headers: asTech })).status(),
    ).toBe(403);
  });
});
