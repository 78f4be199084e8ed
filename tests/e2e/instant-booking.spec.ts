import { execFileSync } from "node:child_process";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { postgresPort } from "../../playwright.config";
import { company } from "@/data/company";
import { contentCatalogue } from "@/lib/content/services";
import { defaultEmulatorHost } from "@/lib/firebase/emulator.mjs";
import {
  publishAllDayTech,
  seedBooking,
  sql,
  withdrawTech,
} from "./bookings-db";
import {
  expect,
  hydrated,
  seedCart,
  test,
  visit,
  watchConsole,
} from "./fixtures";
import {
  field,
  forgePost,
  freshAddress,
  mailWith,
  serviceLine,
} from "./requests";

const services = contentCatalogue.en;

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

test.describe.configure({ mode: "serial" });

test.beforeAll(() =>
  publishAllDayTech(tech, {
    headline: "Printers and networks",
    about: "Ten years of home IT.",
    languages: ["English"],
  }),
);

test.afterAll(() => withdrawTech(tech.uid));

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
  // The address as typed, so a typo shows (docs/product.md §21.8).
  await expect(main).toContainText(
    "The technician comes to 1 Main St, New York, NY 10001.",
  );
  await expect(main).not.toContainText("the address you gave");
  await expect(
    main.getByRole("link", { name: tech.displayName }),
  ).toHaveAttribute("href", `/techs/${tech.handle}`);
  const mail = (await mailWith(request, "confirmed", email)) as Awaited<
    ReturnType<typeof mailWith>
  > & { attachments?: { contentType: string }[] };
  expect(mail.text).toContain(
    "The technician comes to 1 Main St, New York, NY 10001.",
  );
  // In the HTML part the Tech's name links their profile.
  expect(mail.html).toMatch(
    new RegExp(`<a href="[^"]*/techs/${tech.handle}">${tech.displayName}</a>`),
  );
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

test("that visitor moves the booking on a phone by picking a free time, their Tech's first, never the time it has, and it stays Confirmed with no fee", async ({
  page,
  request,
}) => {
  expect(booked).not.toBe("");
  await page.setViewportSize({ width: 390, height: 844 });
  const email = `slot-${suffix}@example.com`;
  const [row] = await sql<{ reference: string }>(
    `select reference from bookings where email = $1`,
    [email],
  );
  await visit(page, `${origin}/bookings`);
  const main = page.getByRole("main");
  const asks = "Enter the reference from your confirmation";
  await expect(main).toContainText(asks);
  await page.getByLabel("Reference").fill(row!.reference);
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Find booking" }).click();
  await expect(
    main.getByRole("heading", { name: `Booking ${row!.reference}` }),
  ).toBeVisible();
  // No form, so nothing asks for a reference; the address as typed; history in words.
  await expect(main).not.toContainText(asks);
  await expect(main).toContainText("1 Main St, New York, NY 10001");
  await expect(main).toContainText("Booked and confirmed by you");
  await expect(main).not.toContainText("book_slot");
  await page.getByRole("button", { name: "Change date or time" }).click();
  await expect(
    page.getByRole("heading", { name: "Change date or time" }),
  ).toBeFocused();
  // The time it has is no move: offered neither with its Tech nor another.
  const offered = await main
    .locator('input[name="slot"]')
    .evaluateAll((radios) =>
      radios.map((radio) => radio.getAttribute("aria-label")),
    );
  expect(offered.length).toBeGreaterThan(10);
  expect(offered).not.toContain(booked);
  const own = page.getByRole("group", {
    name: `Times with ${tech.displayName}`,
  });
  const pick = own.getByRole("radio").nth(2);
  const start = (await pick.getAttribute("value"))!;
  const to = (await pick.getAttribute("aria-label"))!;
  // The checkout's large chips, not a native radio: a finger's height, inside the screen.
  const chip = own.locator("label").nth(2);
  const box = (await chip.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(36);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await chip.click();
  await expect(pick).toBeChecked();
  await page.getByRole("button", { name: "Move to this time" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(
    "Your booking is moved and confirmed. No fee applies.",
  );
  await expect(main).toContainText("Moved by you");
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
  // A move reads as a move, not a second booking.
  const mail = await mailWith(
    request,
    `Booking ${row!.reference} moved from ${booked} to ${to}`,
    email,
  );
  expect(mail.text).toContain(
    `Your appointment is moved from ${booked} to ${to} (New York time)`,
  );
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth <= window.innerWidth,
    ),
  ).toBe(true);
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // Each visitor its own client for the form limit (this server trusts the header).
  test.beforeEach(async ({ page }) => {
    await page.setExtraHTTPHeaders({ "x-forwarded-for": freshAddress() });
  });

  /** Focused, in the viewport, and not under the sticky header. */
  async function expectFocusedInView(page: Page, target: Locator) {
    await expect(target).toBeFocused();
    await expect(target).toBeInViewport();
    const header = await page.getByRole("banner").boundingBox();
    // The page scrolls smoothly to what is focused: its place is read once
    // the scroll has settled, which a busy machine draws out.
    await expect
      .poll(async () => (await target.boundingBox())!.y)
      .toBeGreaterThanOrEqual(header!.y + header!.height);
  }

  test("a visitor who loses the time to another booking is told which, keeps everything typed, and books a nearest time said back to them", async ({
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
    const lost = (await first.getAttribute("aria-label"))!;
    await page
      .getByRole("group", { name: /^Time on / })
      .locator("label")
      .first()
      .click();
    // Another visitor takes that time with the only Tech, as the form is sent.
    const installation = services.find(
      (s) => s.slug === "printer-installation",
    )!;
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
    await expectFocusedInView(page, taken);
    await expect(taken.getByRole("alert")).toHaveText(
      `The time you picked, ${lost}, was just taken by another booking. Pick one of the nearest free times below, or another day: everything else you typed is kept.`,
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
    // A nearest time tapped is said back where the visitor is looking, even
    // when the button was tapped at the screen's bottom edge.
    const picked = (await nearest.first().textContent())!;
    await nearest
      .first()
      .evaluate((button) =>
        button.scrollIntoView({ block: "end", behavior: "instant" }),
      );
    await expect(taken.getByRole("status")).not.toBeInViewport();
    await nearest.first().click();
    await expect(nearest.first()).toHaveAttribute("aria-pressed", "true");
    await expect(taken.getByRole("status")).toHaveText(
      `You picked ${picked}. Press Submit to book it.`,
    );
    await expect(taken.getByRole("status")).toBeInViewport();
    await page.getByRole("button", { name: "Submit" }).click();
    await page.waitForURL(/\/bookings\/confirmation/);
    await expect(
      page.getByRole("heading", {
        name: "Thank you, your booking is confirmed",
      }),
    ).toBeVisible();
    await expect(page.getByRole("main")).toContainText(
      `Confirmed for ${picked}`,
    );
  });

  test("at ZIP 62701, which no Tech visits, the checkout says so at the field, takes no visit, and swaps the visit for remote help that books", async ({
    page,
  }) => {
    const email = `far-${suffix}@example.com`;
    await checkout(page, "62701", email);
    const zip = field(page, "Zip");
    await expect(zip).toHaveAccessibleDescription(
      "We do not visit ZIP 62701: none of our technicians comes there.",
    );
    await expect(zip).toHaveAttribute("aria-invalid", "true");
    // Greyed out, not offered and snapped back.
    await expect(page.getByLabel("Pick a time now")).toBeDisabled();
    await expect(page.getByLabel("Request a time window")).toBeDisabled();
    await expect(page.getByLabel("Preferred date")).toBeHidden();
    const submit = page.getByRole("button", { name: "Submit" });
    await expect(submit).toHaveAccessibleDescription(
      "Nothing is paid on this site: you pay after the service. No home visit can be booked at ZIP 62701.",
    );
    const posts: string[] = [];
    page.on("request", (sent) => {
      if (sent.method() === "POST") posts.push(sent.url());
    });
    await submit.click();
    const help = page.getByRole("region", { name: "Remote help instead" });
    await expectFocusedInView(page, help);
    await expect(help).toContainText(
      "A home visit cannot be booked at ZIP 62701. These services are done by phone or in a remote session you approve, wherever you are:",
    );
    await expect(
      help.getByRole("link", { name: company.phone.display }),
    ).toHaveAttribute("href", `tel:${company.phone.e164}`);
    expect(posts).toEqual([]);

    // The swap is the next step: the cart is remote now, and its time a call's.
    await help
      .getByRole("button", {
        name: "Book Printer Setup ($79) instead of Printer Installation",
      })
      .click();
    const when = page.getByRole("group", { name: "When should we call you?" });
    // Taller than the screen with a day's times: focused, and scrolled to.
    await expect(when).toBeFocused();
    await expect(when).toBeInViewport();
    await expect(help).toHaveCount(0);
    await expect(zip).toBeHidden();
    await expect(
      page.getByRole("region", { name: "Total Amount to Pay" }),
    ).toContainText("$79");
    await expect(
      page.getByText("The session takes about 1 hour."),
    ).toBeVisible();
    const last = page.getByRole("group", { name: "Day" }).locator("label");
    await last.last().click();
    await page
      .getByRole("group", { name: /^Time on / })
      .locator("label")
      .last()
      .click();
    await submit.click();
    await page.waitForURL(/\/bookings\/confirmation/);
    const [row] = await sql<{ status: string; zip: string | null }>(
      `select status, zip from bookings where email = $1`,
      [email],
    );
    expect(row).toEqual({ status: "confirmed", zip: null });
  });

  test("a remote-only cart speaks of a session, asks no address, and books a time with none", async ({
    page,
  }) => {
    const email = `remote-${suffix}@example.com`;
    await seedCart(page, ["computer-tuneup"]);
    await visit(page, `${origin}/checkout`);
    await expect(
      page.getByRole("group", { name: "When should we call you?" }),
    ).toBeVisible();
    await expect(page.getByText("When should we come?")).toHaveCount(0);
    await expect(
      page.getByText("The session takes about 1 hour."),
    ).toBeVisible();
    await expect(page.getByText(/The visit takes/)).toHaveCount(0);
    for (const label of ["Address 1", "Address 2", "City", "State", "Zip"]) {
      await expect(page.getByLabel(new RegExp(`^${label}`))).toBeHidden();
    }
    await field(page, "First Name").fill("Ada");
    await field(page, "Last Name").fill("Lovelace");
    await field(page, "Phone").fill("(212) 555-0100");
    await field(page, "Email").fill(email);
    await page
      .getByRole("group", { name: "Day" })
      .locator("label")
      .nth(3)
      .click();
    await page
      .getByRole("group", { name: /^Time on / })
      .locator("label")
      .last()
      .click();
    await page.getByRole("button", { name: "Submit" }).click();
    await page.waitForURL(/\/bookings\/confirmation/);
    const [row] = await sql<{ status: string; address1: string | null }>(
      `select status, address1 from bookings where email = $1`,
      [email],
    );
    expect(row).toEqual({ status: "confirmed", address1: null });
  });
});

test("the server judges a forged booking: a home visit needs its address and a ZIP we visit, a remote one needs no address", async ({
  request,
}) => {
  const week = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const person: [string, string][] = [
    ["firstName", "Forged"],
    ["lastName", "Post"],
    ["phone", "(212) 555-0100"],
    ["date", week],
    ["time", "morning"],
  ];
  const address: [string, string][] = [
    ["address1", "1 Main St"],
    ["city", "Springfield"],
    ["state", "IL"],
  ];
  const post = (email: string, fields: [string, string][]) =>
    forgePost(
      request,
      `${origin}/checkout`,
      [...person, ["email", email], ...fields],
      { "X-Forwarded-For": freshAddress() },
    );
  const count = async (email: string) =>
    Number(
      (
        await sql<{ count: string }>(
          `select count(*) from bookings where email = $1`,
          [email],
        )
      )[0]!.count,
    );
  const noAddress = `forged-none-${suffix}@example.com`;
  const far = `forged-far-${suffix}@example.com`;
  const remote = `forged-remote-${suffix}@example.com`;
  expect(
    (await post(noAddress, serviceLine("printer-installation"))).html,
  ).toContain("Address 1 is required.");
  expect(
    (
      await post(far, [
        ...serviceLine("printer-installation"),
        ...address,
        ["zip", "62701-1234"],
      ])
    ).html,
  ).toContain(
    "We do not visit ZIP 62701: none of our technicians comes there.",
  );
  expect((await post(remote, serviceLine("computer-tuneup"))).html).toMatch(
    /BP-[2-9A-HJ-NP-Z]{6}/,
  );
  expect([
    await count(noAddress),
    await count(far),
    await count(remote),
  ]).toEqual([0, 0, 1]);
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

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a service page's ZIP check says what is wrong at the field and offers remote help where we do not come; the ZIP it checked is the checkout's, where a ZIP+4 shows times", async ({
    page,
  }) => {
    await visit(page, `${origin}/services/printer-installation`);
    const check = page.getByRole("form", { name: "Do we come to you?" });
    const zip = check.getByLabel("Your ZIP code");
    const send = check.getByRole("button", { name: "Check" });
    await expect(zip).toHaveAttribute("inputmode", "numeric");
    await send.click();
    await expect(zip).toBeFocused();
    await expect(zip).toHaveAccessibleDescription(
      "Enter your 5-digit ZIP code, such as 10001.",
    );
    await zip.fill("1000");
    await send.click();
    await expect(zip).toHaveAccessibleDescription(
      "A ZIP code has 5 digits, such as 10001 or 10001-1234.",
    );
    await zip.fill("62701");
    await send.click();
    await expect(check.getByRole("status")).toHaveText(
      `We do not visit ZIP 62701: none of our technicians comes there. Remote help works wherever you are: Printer Setup and Printer Troubleshooting are done by phone or in a remote session you approve. Or call us at ${company.phone.display}.`,
    );
    await expect(zip).not.toHaveAttribute("aria-invalid");
    await expect(
      check.getByRole("link", { name: "Printer Setup" }),
    ).toHaveAttribute("href", "/services/printer-setup");
    await zip.fill("10001-1234");
    await send.click();
    await expect(check.getByRole("status")).toContainText(
      "Yes, we come to 10001. The first free time is",
    );

    // The checkout starts from the ZIP checked, with the number pad.
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await visit(page, `${origin}/checkout`);
    const checkoutZip = field(page, "Zip");
    await expect(checkoutZip).toHaveValue("10001");
    await expect(checkoutZip).toHaveAttribute("inputmode", "numeric");
    await expect(checkoutZip).toHaveAttribute("autocomplete", "postal-code");
    await expect(times(page).first()).toBeAttached();
    // A ZIP+4 typed there shows the times too; letters are said at the field.
    await checkoutZip.fill("");
    await expect(
      page.getByText("Enter your 5-digit ZIP code above", { exact: false }),
    ).toBeVisible();
    await checkoutZip.fill("10001-1234");
    await expect(
      page.getByText(/The visit takes about 1 hour 30 minutes/),
    ).toBeVisible();
    await expect(times(page).first()).toBeAttached();
    await checkoutZip.fill("abcde");
    await field(page, "Address 1").focus();
    await expect(checkoutZip).toHaveAccessibleDescription(
      "A ZIP code has 5 digits, such as 10001 or 10001-1234.",
    );
    // A typed ZIP is the visitor's: one kept from elsewhere never replaces it.
    await checkoutZip.fill("10002");
    await page.evaluate(() => localStorage.setItem("zip", "10001"));
    await page.reload();
    await hydrated(page);
    await expect(checkoutZip).toHaveValue("10002");
  });
});

test("a remote service's page says that it works anywhere, with no ZIP check", async ({
  page,
}) => {
  await visit(page, `${origin}/services/browser-setup`);
  await expect(page.getByText("Remote help works anywhere:")).toBeVisible();
  await expect(
    page.getByRole("form", { name: "Do we come to you?" }),
  ).toHaveCount(0);
});
