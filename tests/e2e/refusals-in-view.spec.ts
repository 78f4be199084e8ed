import type { Page, Response } from "@playwright/test";
import { expect, test, visit } from "./fixtures";
import { origin, publishedTech, signIn, signUp } from "./problem-accounts";

// A refused submit is seen (docs/product.md §5.6): the focus moves to the
// form's error summary, which is on screen below the sticky header, on
// /problems/new, the bid form and /techs/edit, on a phone and a wide screen.

/** The focused element is the error summary, inside the viewport and below the header. */
async function expectSummaryInView(page: Page) {
  const summary = page.locator("[data-error-summary]");
  await expect(summary).toBeFocused();
  await expect
    .poll(() =>
      page.evaluate(() => {
        const box = document.activeElement!.getBoundingClientRect();
        const header = document.querySelector("header")!;
        const below = header.getBoundingClientRect().bottom;
        return box.top >= below - 1 && box.bottom <= window.innerHeight;
      }),
    )
    .toBe(true);
  await expect(summary.getByRole("link").first()).toBeVisible();
}

async function expectNoSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth <= window.innerWidth,
    ),
  ).toBe(true);
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    // The refused submits are 400s, which the browser logs as errors.
    test.use({
      viewport: { width, height: width === 390 ? 844 : 800 },
      failOnConsoleError: false,
    });

    test("a refused problem, bid and profile each focus their summary in view", async ({
      page,
      request,
      browser,
    }) => {
      test.slow();
      const client = await signUp(request, "client");
      const tech = await publishedTech(request, "Imogen");

      // /problems/new, with "Only the technicians I choose" and nobody chosen.
      await signIn(page, "/problems/new", client.email);
      await expect(
        page.getByRole("heading", { level: 1, name: "Post a problem" }),
      ).toBeVisible();
      await page.getByLabel("Only the technicians I choose").check();
      await expect(page.getByText("Nobody chosen yet.")).toBeVisible();
      await page.getByRole("button", { name: "Post problem" }).click();
      await expectSummaryInView(page);
      await expect(
        page
          .locator("[data-error-summary]")
          .getByRole("link", { name: "The technicians you choose" }),
      ).toBeVisible();
      await expectNoSidewaysScroll(page);

      // The bid form, with a price of "1e3", then "120.50".
      const posted = await request.post(`${origin}/problems/api`, {
        headers: { Authorization: `Bearer ${client.idToken}` },
        data: {
          title: "Laptop will not wake",
          description: "The laptop stays black after sleep.",
          kind: "other",
          device: "ThinkPad T14",
          contactMethod: "remote",
          visibility: "everyone",
          firstName: "Cleo",
          lastName: "Park",
          phone: "347-555-0100",
        },
      });
      expect(posted.status()).toBe(201);
      const { publicId } = (await posted.json()) as { publicId: string };
      const techPage = await (
        await browser.newContext({ viewport: page.viewportSize()! })
      ).newPage();
      await signIn(techPage, `/tech/problems/${publicId}`, tech.email);
      for (const price of ["1e3", "120.50"]) {
        await techPage.getByLabel("Price in US dollars").fill(price);
        await techPage.getByRole("button", { name: "Send bid" }).click();
        await expectSummaryInView(techPage);
        await techPage.getByLabel("Message").focus();
      }

      // /techs/edit: the Photo section from the start, nothing wider than
      // the screen, and a refused save.
      await visit(techPage, `${origin}/techs/edit`);
      await expect(
        techPage.getByRole("heading", {
          level: 1,
          name: "Your technician profile",
        }),
      ).toBeVisible();
      await expect(
        techPage.getByRole("heading", { level: 2, name: "Photo" }),
      ).toBeVisible();
      await expectNoSidewaysScroll(techPage);
      // A 1 × 1 PNG: the uploaded photo is shown, and still nothing is wider.
      await techPage.getByLabel("Choose a photo").setInputFiles({
        name: "me.png",
        mimeType: "image/png",
        buffer: Buffer.from(
          "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
          "base64",
        ),
      });
      await expect(techPage.getByText("Your photo is saved.")).toBeVisible();
      await expect(
        techPage.getByRole("img", { name: "Your photo" }),
      ).toBeVisible();
      await expectNoSidewaysScroll(techPage);
      await techPage.getByLabel("Display name").fill("");
      await techPage.getByRole("button", { name: /^Save/ }).first().click();
      await expectSummaryInView(techPage);
      await expectNoSidewaysScroll(techPage);
    });
  });
}

test("a Tech chosen by the address, and /user for a Tech: one section, no Client call", async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  const client = await signUp(request, "client");
  const tech = await publishedTech(request, "Ottoline");

  await signIn(page, `/problems/new?tech=${tech.handle}`, client.email);
  await expect(page.getByRole("checkbox", { name: /Ottoline/ })).toBeChecked();
  await expect(page.getByText("Chosen: Ottoline")).toBeVisible();

  const techPage = await (await browser.newContext()).newPage();
  const refused: string[] = [];
  techPage.on("response", (response: Response) => {
    if (new URL(response.url()).pathname.startsWith("/problems/api"))
      refused.push(`${response.status()} ${response.url()}`);
  });
  await signIn(techPage, "/user", tech.email);
  await expect(
    techPage.getByRole("heading", {
      level: 2,
      name: "Your work as a technician",
    }),
  ).toBeVisible();
  await expect(
    techPage.getByText("No bookings are assigned to you yet."),
  ).toBeVisible();
  await expect(
    techPage.getByRole("link", { name: "Edit your technician profile" }),
  ).toHaveCount(1);
  await expect(
    techPage.getByRole("heading", {
      level: 2,
      name: "Bookings you made as a customer",
    }),
  ).toBeVisible();
  expect(refused).toEqual([]);
});
