import { execFileSync } from "node:child_process";
import type { APIRequestContext, Page } from "@playwright/test";
import { contentCatalogue } from "@/lib/content/services";
import { sql } from "./bookings-db";
import { axeViolations } from "./page-checks";
import { expect, test } from "./fixtures";
import { origin, signIn, signUp, type Account } from "./problem-accounts";

const services = contentCatalogue.en;

// A Tech's hours and ZIP codes (docs/product.md §23.2), entered on a 390 px
// phone on /techs/edit and by staff on the desk, on the server backed by the
// test PostgreSQL; the saved hours are what the checkout then offers. The
// Tech visits a ZIP of its own and takes one home-visit service, so no other
// spec's checkout is offered this Tech.
const installation = services.find((s) => s.slug === "printer-installation")!;
const zip = `9${`${Date.now()}`.slice(-4)}`;
/** The list the Tech saves after being told their two lists were merged. */
const merged = `8${zip.slice(1)}`;
let tech: Account & { handle: string };

test.describe.configure({ mode: "serial" });
// The refused save is a 400, which the browser logs as an error.
test.use({ failOnConsoleError: false });

test.beforeAll(async ({ request }) => {
  const account = await signUp(request, "hours");
  execFileSync("node", ["scripts/staff.mjs", "tech", "add", account.email], {
    encoding: "utf8",
  });
  const handle = `hours-${account.uid.slice(0, 6).toLowerCase()}`;
  const text = {
    handle,
    displayName: "Hana Hours",
    headline: "Printers at home",
    about: "",
    skills: [installation.slug, "printer-setup"],
    ownSkills: [],
    remote: false,
    years: 5,
    languages: ["English"],
  };
  await sql(
    `insert into tech_profiles (uid, handle, status, text, published, email, first_published_at)
     values ($1, $2, 'published', $3, $3, $4, now())`,
    [account.uid, handle, JSON.stringify(text), account.email],
  );
  tech = { ...account, handle };
});

test.afterAll(async () => {
  await sql(`delete from tech_profiles where uid = $1`, [tech.uid]);
});

type Offer = {
  status: string;
  days?: { label: string; times: { label: string }[] }[];
};

async function offer(
  request: APIRequestContext,
  at: string = zip,
): Promise<Offer> {
  const response = await request.get(
    `${origin}/checkout/api/slots?service=${installation.slug}&zip=${at}`,
  );
  expect(response.status()).toBe(200);
  return (await response.json()) as Offer;
}

/** The times of the second Monday offered: a whole day, past the minimum notice. */
function mondayTimes(found: Offer): string[] {
  const mondays = (found.days ?? []).filter((day) =>
    day.label.startsWith("Mon"),
  );
  return mondays[1]!.times.map((time) => time.label);
}

async function expectNoSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth <= window.innerWidth,
    ),
  ).toBe(true);
}

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a Tech enters hours and a ZIP, is refused an overlap and a bad ZIP with the summary focused, fixes them, and the checkout offers those hours", async ({
    page,
    request,
  }) => {
    test.slow();
    // Not offered yet: "not-visited" while another spec's Tech visits some
    // ZIP on this shared server, "none" while no Tech visits any.
    expect(["not-visited", "none"]).toContain((await offer(request)).status);
    await signIn(page, "/techs/edit", tech.email);
    const hours = page.getByRole("region", {
      name: "Hours and where you work",
    });
    await expect(hours.getByText("No hours.")).toHaveCount(7);

    await hours.getByRole("button", { name: "Add hours on Monday" }).click();
    await hours.getByLabel("To (Monday, interval 1)").fill("12:00");
    await hours.getByRole("button", { name: "Add hours on Monday" }).click();
    await hours.getByLabel("From (Monday, interval 2)").fill("11:00");
    await hours.getByLabel("To (Monday, interval 2)").fill("17:00");
    await hours.getByLabel("ZIP codes you visit").fill("1234");
    await hours.getByRole("checkbox", { name: installation.title }).check();
    await expectNoSidewaysScroll(page);
    await hours
      .getByRole("button", { name: "Save hours and ZIP codes" })
      .click();

    const summary = hours.locator("[data-error-summary]");
    await expect(summary).toBeFocused();
    await expect(summary).toContainText("nothing was saved");
    // Scrolled to below the sticky header, as docs/product.md §5.6 says.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const box = document.activeElement!.getBoundingClientRect();
          const header = document.querySelector("header")!;
          return (
            box.top >= header.getBoundingClientRect().bottom - 1 &&
            box.bottom <= window.innerHeight
          );
        }),
      )
      .toBe(true);
    await expect(
      summary.getByRole("link", { name: "Weekly hours" }),
    ).toBeVisible();
    await expect(
      summary.getByRole("link", { name: "ZIP codes you visit" }),
    ).toBeVisible();
    await expect(
      hours.getByText("Monday: 9:00 AM–12:00 PM overlaps 11:00 AM–5:00 PM."),
    ).toBeVisible();
    await expect(
      hours.getByText('"1234" is not a 5-digit ZIP code'),
    ).toBeVisible();
    await expect(hours.getByLabel("ZIP codes you visit")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expectNoSidewaysScroll(page);
    expect(await axeViolations(page)).toEqual([]);
    // Not offered yet: "not-visited" while another spec's Tech visits some
    // ZIP on this shared server, "none" while no Tech visits any.
    expect(["not-visited", "none"]).toContain((await offer(request)).status);

    await hours.getByLabel("From (Monday, interval 2)").fill("13:00");
    await hours.getByLabel("ZIP codes you visit").fill(zip);
    await hours
      .getByRole("button", { name: "Save hours and ZIP codes" })
      .click();
    await expect(hours.getByRole("status")).toBeFocused();
    await expect(hours.getByRole("status")).toHaveText(/^Saved\./);
    await expect(hours.locator("[data-error-summary]")).toHaveCount(0);

    // 90 minutes of work and 30 of travel fit from 9:00 to 10:30 and from
    // 13:00 to 15:30; nothing at 11:00 (it would end after 12:00) or noon.
    const found = await offer(request);
    expect(found.status).toBe("slots");
    expect(installation.minutes).toBe(90);
    expect(mondayTimes(found)).toEqual([
      "9:00 AM",
      "9:30 AM",
      "10:00 AM",
      "1:00 PM",
      "1:30 PM",
      "2:00 PM",
      "2:30 PM",
      "3:00 PM",
    ]);
    expect((found.days ?? []).every((day) => day.label.startsWith("Mon"))).toBe(
      true,
    );
  });
});

test("staff add a Tech's Sunday hours on the desk, where a demo Tech is marked, and the history says who", async ({
  page,
  request,
}) => {
  test.slow();
  await sql(`update tech_profiles set demo = true where uid = $1`, [tech.uid]);
  const boss = await signUp(request, "hours-boss");
  execFileSync("node", ["scripts/staff.mjs", "add", boss.email], {
    encoding: "utf8",
  });
  await signIn(page, "/staff", boss.email);
  const profiles = page.getByRole("region", { name: "Profiles" });
  const row = profiles.getByRole("row").filter({ hasText: tech.handle });
  await expect(row).toContainText("Demo");
  await row.getByRole("button", { name: tech.handle }).click();
  const opened = page.getByRole("group", { name: `Profile ${tech.handle}` });
  await expect(opened.getByRole("heading", { level: 3 })).toContainText("Demo");
  const hours = opened.getByRole("region", {
    name: "Hours and where you work",
  });
  await expect(hours.getByLabel("ZIP codes you visit")).toHaveValue(zip);
  await hours.getByRole("button", { name: "Add hours on Sunday" }).click();
  await hours.getByRole("button", { name: "Save hours and ZIP codes" }).click();
  await expect(hours.getByRole("status")).toHaveText(/^Saved\./);
  await expect(opened.getByRole("listitem").last()).toContainText(
    `Staff ${boss.email} changed the hours and ZIP codes. Hours: Mon`,
  );
  const found = await offer(request);
  expect(found.days!.some((day) => day.label.startsWith("Sun"))).toBe(true);
});

test.describe("on a 390 px phone, after migration 0008", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a Tech whose two ZIP lists were merged is told once, saves the one list, and the public profile and the checkout follow it (issue 61 item 10)", async ({
    page,
    request,
  }) => {
    test.slow();
    // What migration 0008 leaves for a Tech whose profile text listed ZIPs.
    await sql(
      `update tech_profiles set zips = $2, zips_merged_at = now() where uid = $1`,
      [tech.uid, [zip]],
    );
    await signIn(page, "/techs/edit", tech.email);
    const hours = page.getByRole("region", {
      name: "Hours and where you work",
    });
    const notice = hours.getByTestId("zips-merged");
    await expect(notice).toContainText("Your two ZIP lists are now one:");
    await expect(page.getByLabel(/ZIP codes/)).toHaveCount(1);
    await expect(hours.getByLabel("ZIP codes you visit")).toHaveValue(zip);
    await expectNoSidewaysScroll(page);
    expect(await axeViolations(page)).toEqual([]);

    await hours.getByLabel("ZIP codes you visit").fill(merged);
    await hours
      .getByRole("button", { name: "Save hours and ZIP codes" })
      .click();
    await expect(hours.getByRole("status")).toHaveText(
      "Saved. Customers can book the new hours at once, and your public profile lists these ZIP codes.",
    );
    await expect(notice).toHaveCount(0);

    // Told once: a new visit to the editor has no notice.
    await page.reload();
    await expect(hours.getByLabel("ZIP codes you visit")).toHaveValue(merged);
    await expect(notice).toHaveCount(0);

    // The public profile shows the list the checkout books from.
    const profile = await page.request.get(`${origin}/techs/${tech.handle}`);
    expect(profile.status()).toBe(200);
    expect(await profile.text()).toContain(`visits ZIP ${merged}`);
    expect((await offer(request, merged)).status).toBe("slots");
    expect((await offer(request, zip)).status).not.toBe("slots");
  });
});
