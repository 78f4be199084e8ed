import { execFileSync } from "node:child_process";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { serviceRoutes, staticRoutes } from "@/data/routes";
import { randomReference, sql } from "./bookings-db";
import { cmsDoorPath } from "@/lib/cms/paths";
import { expect, test, visit } from "./fixtures";
import { overflow } from "./page-checks";
import { origin, signIn, signUp, type Account } from "./problem-accounts";

// Every page at 390 px, read by a customer, a Tech and staff whose e-mail
// address has 40 characters and whose name has 60, one word of it 35 long
// (issue 61, item 13): no page may scroll sideways, and on the desk no
// button or card may end past the screen's right edge.
test.use({ baseURL: origin, viewport: { width: 390, height: 844 } });

const longName = "Hubert Blaine Wolfeschlegelsteinhausenbergerdorff Sr. of NYC";

/** "alexandra.walker" and twelve digits at example.com: 40 characters, new each run. */
function longEmail(): string {
  const digits = `${Date.now()}`.slice(-9) + `${Math.random()}`.slice(2, 5);
  return `alexandra.walker${digits.padEnd(12, "0")}@example.com`;
}

/** The page at `path` is no wider than the screen (when not, the message names what sticks out). */
async function expectNarrow(page: Page, path: string, ready?: Locator) {
  await visit(page, path);
  if (ready) await expect(ready).toBeVisible({ timeout: 20_000 });
  const found = await overflow(page);
  expect
    .soft(found.wider, `${path} scrolls sideways: ${found.past.join("; ")}`)
    .toBe(false);
}

/** The element ends inside the screen. */
async function expectInside(page: Page, element: Locator) {
  await expect(element).toBeVisible();
  const box = (await element.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x + box.width, String(element)).toBeLessThanOrEqual(width);
}

async function longAccount(request: APIRequestContext) {
  const email = longEmail();
  expect(email).toHaveLength(40);
  return signUp(request, "walker", email);
}

let customer: Account;
let tech: Account & { handle: string };
let reference: string;

test.beforeAll(async ({ request }) => {
  expect(longName).toHaveLength(60);
  customer = await longAccount(request);
  const account = await longAccount(request);
  execFileSync("node", ["scripts/staff.mjs", "tech", "add", account.email], {
    encoding: "utf8",
  });
  const handle = `hubert-${account.uid.slice(0, 6).toLowerCase()}`;
  const text = {
    handle,
    displayName: longName,
    headline: "Printers, routers and very long names",
    about: "Twenty years of home IT.",
    skills: ["printer-setup"],
    ownSkills: [],
    remote: true,
    years: 20,
    languages: ["English"],
  };
  await sql(
    `insert into tech_profiles (uid, handle, status, text, published, email, first_published_at)
     values ($1, $2, 'published', $3, $3, $4, now())`,
    [account.uid, handle, JSON.stringify(text), account.email],
  );
  tech = { ...account, handle };

  // The customer's booking, assigned to the Tech: on /user, on the Tech's
  // bookings page and on the desk, with both long names and addresses.
  reference = randomReference();
  const [row] = await sql<{ id: number }>(
    `insert into bookings (reference, services, total, home_visit, preferred_date, time_window,
       account_uid, assigned_tech_uid, first_name, last_name, phone, email,
       address1, city, state, zip)
     values ($1, $2, 89, true, (now() + interval '9 days')::date, 'morning', $3, $4,
       $5, $6, '(212) 555-0100', $7, '1600 Wolfeschlegelsteinhausenbergerdorff Boulevard',
       'New York', 'NY', '10001')
     returning id`,
    [
      reference,
      JSON.stringify([
        {
          slug: "printer-installation",
          title: "Printer Installation",
          price: 89,
          homeVisit: true,
        },
      ]),
      customer.uid,
      tech.uid,
      "Hubert Blaine",
      longName.slice("Hubert Blaine ".length),
      customer.email,
    ],
  );
  await sql(
    `insert into booking_events (booking_id, actor, action, to_status) values ($1, 'visitor', 'request', 'requested')`,
    [row!.id],
  );
});

test.afterAll(async () => {
  // No other spec's Tech list or checkout meets this Tech.
  await sql(`delete from tech_profiles where uid = $1`, [tech.uid]);
});

test("a customer with a 40-character address reads every page of the route list at 390 px", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, "/user", customer.email);
  // What an account holds arrives after sign-in, slowly on a busy machine.
  await expect(page.getByText(reference)).toBeVisible({ timeout: 20_000 });
  // The desk's and the Tech's rooms refuse a customer: their own accounts
  // walk them below. So does the CMS's door, which content-door.spec.ts walks.
  for (const path of staticRoutes.filter(
    (path) =>
      !path.startsWith("/staff") &&
      !path.startsWith("/tech/") &&
      path !== "/techs/edit" &&
      path !== cmsDoorPath,
  ))
    await expectNarrow(page, path);
  await expectNarrow(page, "/user", page.getByText(reference));
});

test("the service pages and the Techs at 390 px", async ({ page }) => {
  test.setTimeout(90_000);
  for (const path of serviceRoutes) await expectNarrow(page, path);
  await expectNarrow(page, "/techs");
});

test("a Tech with a 40-character address and a 60-character name works from their pages at 390 px", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, "/techs/edit", tech.email);
  await expect(page.getByLabel("Display name")).toHaveValue(longName, {
    timeout: 20_000,
  });
  await expectNarrow(page, "/techs/edit", page.getByLabel("Display name"));
  await expectNarrow(page, "/tech/bookings", page.getByText(reference));
  // Where to go, with a plain map link that opens Google Maps (docs/product.md §21.8).
  const card = page.getByRole("listitem").filter({ hasText: reference });
  const where =
    "1600 Wolfeschlegelsteinhausenbergerdorff Boulevard, New York, NY 10001";
  await expect(card).toContainText(`Home visit: ${where}`);
  const map = card.getByRole("link", { name: "Open in Google Maps" });
  await expect(map).toHaveAttribute(
    "href",
    "https://www.google.com/maps/search/?api=1&query=1600%20Wolfeschlegelsteinhausenbergerdorff%20Boulevard%2C%20New%20York%2C%20NY%2010001",
  );
  await expectInside(page, map);
  for (const path of ["/tech/problems", "/tech/reviews", "/user"]) {
    await expectNarrow(page, path);
  }
});

test("staff with a 40-character address use the desk at 390 px: nothing past the right edge", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const staff = await longAccount(request);
  execFileSync("node", ["scripts/staff.mjs", "add", staff.email], {
    encoding: "utf8",
  });
  await signIn(page, "/staff", staff.email);
  await expect(page.getByText(reference).first()).toBeVisible({
    timeout: 20_000,
  });
  await expect(
    page.getByRole("region", { name: "Profiles" }).getByText(tech.handle),
  ).toBeVisible({ timeout: 20_000 });
  // Every card, button and line of the desk ends inside the screen.
  expect.soft(await overflow(page)).toEqual({
    path: "/staff",
    wider: false,
    past: [],
  });
  // The menu that stays on screen is one row, not a sixth of it.
  const menu = page.getByRole("navigation", { name: "Desk sections" });
  expect((await menu.boundingBox())!.height).toBeLessThanOrEqual(56);
  const desk = page.getByRole("main");
  await expectInside(page, desk.getByRole("button", { name: "Search" }));
  await expectInside(page, desk.getByRole("button", { name: "Refresh" }));

  // The booking opened: its dialog and its Close fit too.
  await page.getByRole("button", { name: reference }).first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText(customer.email).first()).toBeVisible();
  await expectInside(page, dialog.getByRole("button", { name: "Close" }));
  expect(
    await dialog.evaluate(
      (element) => element.scrollWidth > element.clientWidth,
    ),
  ).toBe(false);
  expect.soft((await overflow(page)).past).toEqual([]);

  // The search's results, found by the long address.
  await visit(page, `/staff/search?q=${encodeURIComponent(customer.email)}`);
  await expect(page.getByText(reference).first()).toBeVisible();
  expect.soft(await overflow(page)).toEqual({
    path: "/staff/search",
    wider: false,
    past: [],
  });
});
