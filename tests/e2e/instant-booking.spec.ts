import { execFileSync } from "node:child_process";
import type { APIRequestContext, Page } from "@playwright/test";
import { postgresPort } from "../../playwright.config";
import { services } from "@/data/services";
import { defaultEmulatorHost } from "@/lib/firebase/emulator.mjs";
import { seedBooking, sql } from "./bookings-db";
import { expect, seedCart, test, visit, watchConsole } from "./fixtures";
import { field, mailWith } from "./requests";

// Booking a real time (docs/product.md §23) on the server backed by the test
// PostgreSQL, where the test publishes one Tech as staff would: working every
// hour of every day, visiting ZIP 10001 only, taking every service.
const origin = `http://127.0.0.1:${postgresPort}`;
const emulator = `http://${defaultEmulatorHost}/identitytoolkit.googleapis.com/v1`;
const suffix = `${Date.now()}`.slice(-6);
const tech = {
  uid: `e2e-slots-${suffix}`,
  handle: `slots-${suffix}`,
  displayName: `Sam Slots ${suffix}`,
};
const allDay = Object.fromEntries(
  [1, 2, 3, 4, 5, 6, 7].map((day) => [day, [{ from: "00:00", to: "24:00" }]]),
);

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  const text = {
    handle: tech.handle,
    displayName: tech.displayName,
    headline: "Printers and networks",
    about: "Ten years of home IT.",
    skills: services.map((service) => service.slug),
    ownSkills: [],
    zips: [],
    remote: true,
    years: 10,
    languages: ["English"],
  };
  await sql(
    `insert into tech_profiles (uid, handle, status, text, published, first_published_at, weekly_hours, zips, takes_services)
     values ($1, $2, 'published', $3, $3, now(), $4, '{10001}', $5)`,
    [
      tech.uid,
      tech.handle,
      JSON.stringify(text),
      JSON.stringify(allDay),
      services.map((service) => service.slug),
    ],
  );
});

test.afterAll(async () => {
  // Other specs book through this server's checkout: leave no Tech they could get.
  await sql(
    `update bookings set status = 'cancelled' where assigned_tech_uid = $1`,
    [tech.uid],
  );
  await sql(`delete from tech_profiles where uid = $1`, [tech.uid]);
});

async function checkout(page: Page, zip: string, email: string) {
  await seedCart(page, ["printer-installation"]);
  await visit(page, `${origin}/checkout`);
  await field(page, "First Name").fill("Ada");
  await field(page, "Last Name").fill("Lovelace");
  await field(page, "Phone").fill("(212) 555-0100");
  await field(page, "Email").fill(email);
  await field(page, "Address 1").fill("1 Main St");
  await field(page, "City").fill("New York");
  await field(page, "State").fill("NY");
  await field(page, "Zip").fill(zip);
}

/** The times offered on the shown day, by their full names. */
const times = (page: Page) =>
  page.getByRole("group", { name: /^Time on / }).getByRole("radio");

let booked = "";

test("a visitor at ZIP 10001 picks a day and a time, and sees it confirmed with the Tech, named and linked", async ({
  page,
  request,
}) => {
  const problems = watchConsole(page);
  const email = `slot-${suffix}@example.com`;
  await checkout(page, "10001", email);
  await expect(
    page.getByText(/The visit takes about 1 hour 30 minutes/),
  ).toBeVisible();
  await expect(
    page.getByRole("group", { name: "Day" }).getByRole("radio").first(),
  ).toBeChecked();
  // The second day's first time: tomorrow, so it is past the 2 hours' notice.
  await page
    .getByRole("group", { name: "Day" })
    .locator("label")
    .nth(1)
    .click();
  const first = times(page).first();
  booked = (await first.getAttribute("aria-label"))!;
  expect(booked).toMatch(
    /^\w{3}, \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M ET$/,
  );
  await page
    .getByRole("group", { name: /^Time on / })
    .locator("label")
    .first()
    .click();
  await expect(first).toBeChecked();
  await page.getByRole("button", { name: "Submit" }).click();

  await page.waitForURL(/\/bookings\/confirmation/);
  const main = page.getByRole("main");
  // The page's heading fits a booking confirmed at once as well as a request.
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(
    "Your booking",
  );
  await expect(
    main.getByRole("heading", { name: "Thank you, your booking is confirmed" }),
  ).toBeVisible();
  await expect(main).toContainText(`Confirmed for ${booked}`);
  await expect(
    main.getByRole("link", { name: tech.displayName }),
  ).toHaveAttribute("href", `/techs/${tech.handle}`);
  const mail = (await mailWith(request, "confirmed", email)) as Awaited<
    ReturnType<typeof mailWith>
  > & { attachments?: { contentType: string }[] };
  expect(mail.attachments?.map((file) => file.contentType)).toEqual([
    expect.stringContaining("text/calendar"),
  ]);
  expect(problems).toEqual([]);
});

test("a visitor who sends the form before picking a time is told to pick one, and nothing is booked", async ({
  page,
}) => {
  await checkout(page, "10001", `unpicked-${suffix}@example.com`);
  await expect(times(page).first()).toBeVisible();
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(
    page.getByText("Pick a day and a time, or request a time window instead."),
  ).toBeVisible();
  await expect(page.locator("#checkout-when")).toBeFocused();
  await expect(page).toHaveURL(/\/checkout$/);
});

test("a second visitor is not offered that time with that Tech", async ({
  page,
}) => {
  expect(booked).not.toBe("");
  await checkout(page, "10001", `second-${suffix}@example.com`);
  await page
    .getByRole("group", { name: "Day" })
    .locator("label")
    .nth(1)
    .click();
  await expect(times(page).first()).toBeVisible();
  const offered = await times(page).evaluateAll((radios) =>
    radios.map((radio) => radio.getAttribute("aria-label")),
  );
  expect(offered.length).toBeGreaterThan(10);
  expect(offered).not.toContain(booked);
});

test("that visitor changes the booking by picking a free time, their Tech's first, and it stays Confirmed with no fee", async ({
  page,
}) => {
  expect(booked).not.toBe("");
  const email = `slot-${suffix}@example.com`;
  const [row] = await sql<{ reference: string }>(
    `select reference from bookings where email = $1`,
    [email],
  );
  await visit(page, `${origin}/bookings`);
  await page.getByLabel("Reference").fill(row!.reference);
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Find booking" }).click();
  await page.getByRole("button", { name: "Change date or time" }).click();
  await expect(
    page.getByRole("heading", { name: "Change date or time" }),
  ).toBeFocused();
  const own = page.getByRole("group", {
    name: `Times with ${tech.displayName}`,
  });
  const pick = own.getByRole("radio").nth(2);
  const start = (await pick.getAttribute("value"))!;
  await pick.check();
  await page.getByRole("button", { name: "Move to this time" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(
    "Your booking is moved and confirmed. No fee applies.",
  );
  const [moved] = await sql<{
    status: string;
    starts_at: Date;
    assigned_tech_uid: string;
    fees: number;
  }>(
    `select status, starts_at, assigned_tech_uid, fees from bookings where reference = $1`,
    [row!.reference],
  );
  expect(moved).toEqual({
    status: "confirmed",
    starts_at: new Date(start),
    assigned_tech_uid: tech.uid,
    fees: 0,
  });
});

test("a visitor who loses the time to another booking keeps everything typed and is offered the nearest free times", async ({
  page,
}) => {
  await checkout(page, "10001", `race-${suffix}@example.com`);
  await page
    .getByRole("group", { name: "Day" })
    .locator("label")
    .nth(2)
    .click();
  const first = times(page).first();
  const start = (await first.getAttribute("value"))!;
  await page
    .getByRole("group", { name: /^Time on / })
    .locator("label")
    .first()
    .click();
  // Another visitor takes that time with the only Tech, as the form is sent.
  const installation = services.find((s) => s.slug === "printer-installation")!;
  const { reference } = await seedBooking({
    services: [
      {
        slug: installation.slug,
        title: installation.title,
        price: installation.price,
        homeVisit: true,
        minutes: installation.minutes,
      },
    ],
  });
  await sql(
    `update bookings set status = 'confirmed', starts_at = $1, assigned_tech_uid = $2 where reference = $3`,
    [start, tech.uid, reference],
  );
  await page.getByRole("button", { name: "Submit" }).click();
  const taken = page.locator("#checkout-slot-taken");
  await expect(taken).toBeFocused();
  await expect(taken).toContainText(
    "That time was just taken by another booking.",
  );
  const nearest = taken
    .getByRole("list", { name: "Nearest free times" })
    .getByRole("button");
  await expect(nearest).toHaveCount(3);
  await expect(field(page, "First Name")).toHaveValue("Ada");
  await expect(field(page, "Zip")).toHaveValue("10001");
  const [row] = await sql<{ count: string }>(
    `select count(*) from bookings where email = $1`,
    [`race-${suffix}@example.com`],
  );
  expect(Number(row!.count)).toBe(0);
  // One of the nearest times books.
  await nearest.first().click();
  await page.getByRole("button", { name: "Submit" }).click();
  await page.waitForURL(/\/bookings\/confirmation/);
  await expect(
    page.getByRole("heading", { name: "Thank you, your booking is confirmed" }),
  ).toBeVisible();
});

test("a visitor at ZIP 62701, which no Tech visits, is told so and requests a time window", async ({
  page,
}) => {
  await checkout(page, "62701", `far-${suffix}@example.com`);
  await expect(
    page.getByText("We do not visit ZIP 62701 yet.", { exact: false }),
  ).toBeVisible();
  await expect(page.getByLabel("Request a time window")).toBeChecked();
  await expect(page.getByLabel("Preferred date")).toBeVisible();
  await expect(page.getByRole("group", { name: "Day" })).toHaveCount(0);
});

async function staffToken(request: APIRequestContext): Promise<string> {
  const email = `staff-slots-${suffix}@example.com`;
  const response = await request.post(`${emulator}/accounts:signUp?key=any`, {
    data: { email, password: "correct horse battery", returnSecureToken: true },
  });
  expect(response.ok()).toBe(true);
  execFileSync("node", ["scripts/staff.mjs", "add", email], {
    encoding: "utf8",
  });
  return ((await response.json()) as { idToken: string }).idToken;
}

test("staff are refused a confirmation that overlaps the Tech's other Confirmed booking, and told which", async ({
  request,
}) => {
  const token = await staffToken(request);
  const installation = services.find((s) => s.slug === "printer-installation")!;
  const line = [
    {
      slug: installation.slug,
      title: installation.title,
      price: installation.price,
      homeVisit: true,
      minutes: installation.minutes,
    },
  ];
  const [first, second] = [
    await seedBooking({ services: line }),
    await seedBooking({ services: line }),
  ];
  await sql(
    `update bookings set assigned_tech_uid = $1 where reference = any($2)`,
    [tech.uid, [first.reference, second.reference]],
  );
  const date = new Date(Date.now() + 10 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const confirm = (reference: string, time: string) =>
    request.post(`${origin}/staff/api/bookings/${reference}`, {
      headers: { Authorization: `Bearer ${token}`, Origin: origin },
      data: { action: "confirm", date, time, expectedVersion: 1 },
    });
  expect((await confirm(first.reference, "10:00")).status()).toBe(200);
  const refused = await confirm(second.reference, "11:00");
  expect(refused.status()).toBe(409);
  const body = (await refused.json()) as { reason: string; error: string };
  expect(body.reason).toBe("overlap");
  expect(body.error).toContain(`it would overlap booking ${first.reference}`);
  const [row] = await sql<{ status: string }>(
    `select status from bookings where reference = $1`,
    [second.reference],
  );
  expect(row!.status).toBe("requested");
});

test("a home-visit service's page says whether we come to a ZIP, and a remote one that it works anywhere", async ({
  page,
}) => {
  await visit(page, `${origin}/services/printer-installation`);
  const check = page.getByRole("form", { name: "Do we come to you?" });
  await check.getByLabel("Your ZIP code").fill("10001");
  await check.getByRole("button", { name: "Check" }).click();
  await expect(check.getByRole("status")).toContainText(
    "Yes, we come to 10001. The first free time is",
  );
  await check.getByLabel("Your ZIP code").fill("62701");
  await check.getByRole("button", { name: "Check" }).click();
  await expect(check.getByRole("status")).toHaveText(
    "We do not visit ZIP 62701 yet. Request a time window at checkout, or call us, and we see what we can do.",
  );
  await check.getByLabel("Your ZIP code").fill("1000");
  await check.getByRole("button", { name: "Check" }).click();
  await expect(check.getByRole("status")).toHaveText(
    "Enter a 5-digit ZIP code, such as 10001.",
  );
  await visit(page, `${origin}/services/browser-setup`);
  await expect(page.getByText("Remote help works anywhere:")).toBeVisible();
  await expect(
    page.getByRole("form", { name: "Do we come to you?" }),
  ).toHaveCount(0);
});
