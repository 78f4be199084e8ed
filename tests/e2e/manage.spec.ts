import type { APIRequestContext, Page } from "@playwright/test";
import { company } from "@/data/company";
import { postgresPort } from "../../playwright.config";
import {
  bookingRow,
  confirmIn,
  historyActions,
  notificationSubjects,
  seedBooking,
  sql,
} from "./bookings-db";
import { expect, test, visit } from "./fixtures";
import { forgePost, freshAddress, mailWith } from "./requests";

const origin = `http://127.0.0.1:${postgresPort}`;
const minute = 60_000;
const hour = 60 * minute;
const noMatch =
  "We found no booking with that reference and e-mail address. Please check both and try again.";

test.use({ baseURL: origin });
test.beforeEach(async ({ page }) => {
  // The server trusts X-Forwarded-For: each test is its own client for the limit.
  await page.setExtraHTTPHeaders({ "x-forwarded-for": freshAddress() });
});

async function find(page: Page, reference: string, email: string) {
  await visit(page, "/bookings");
  await page.getByLabel("Reference").fill(reference);
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Find booking" }).click();
}

async function open(page: Page, reference: string, email: string) {
  await find(page, reference, email);
  await expect(
    page.getByRole("heading", { name: `Booking ${reference}` }),
  ).toBeVisible();
}

/** The hidden proof a found booking's page carries, read as a forger would. */
async function proofFor(
  request: APIRequestContext,
  reference: string,
  email: string,
  address = freshAddress(),
) {
  const { status, html } = await forgePost(
    request,
    `${origin}/bookings`,
    [
      ["intent", "find"],
      ["reference", reference],
      ["email", email],
    ],
    { "x-forwarded-for": address },
  );
  expect(status).toBe(200);
  const token = /name="token" value="([^"]+)"/.exec(html)?.[1];
  const version = /name="version" value="(\d+)"/.exec(html)?.[1];
  expect(token, "a found booking carries a token").toBeTruthy();
  return { token: token!, version: version! };
}

async function post(request: APIRequestContext, fields: [string, string][]) {
  return forgePost(request, `${origin}/bookings`, fields, {
    "x-forwarded-for": freshAddress(),
  });
}

test.describe("finding a booking (docs/product.md §13.1)", () => {
  test("the reference matches in any case and spacing, the e-mail in any case; the page shows the booking", async ({
    page,
  }) => {
    const { reference, email } = await seedBooking();
    const typed = ` ${reference.toLowerCase().replace("-", " ")} `;
    await open(page, reference, email.toUpperCase());
    await find(page, typed, email.toLowerCase());
    const main = page.getByRole("main");
    await expect(
      page.getByRole("heading", { name: `Booking ${reference}` }),
    ).toBeVisible();
    await expect(main).toContainText("Requested");
    await expect(main).toContainText("Printer Installation");
    await expect(main).toContainText("Computer Tune-Up");
    await expect(main).toContainText("$124");
    await expect(main).toContainText(
      /Preferred: \w{3}, \w{3} \d+, \d{4}, Morning \(8–12\)/,
    );
    await expect(main).toContainText(/Booking requested by you/);
    await expect(
      page.getByRole("button", { name: "Cancel booking" }),
    ).toBeVisible();
    await expect(
      page.getByRole("button", { name: "Change date or time" }),
    ).toBeVisible();
    // A Requested booking has no time yet, so no calendar file.
    await expect(page.getByRole("button", { name: /calendar/ })).toHaveCount(0);
  });

  test("a wrong pair gets one message that does not say which part was wrong", async ({
    page,
  }) => {
    const { reference, email } = await seedBooking();
    const other = await seedBooking();
    for (const [ref, mail] of [
      [reference, "someone@example.com"],
      ["BP-ZZZZZZ", email],
      [reference, other.email],
    ] as const) {
      await find(page, ref, mail);
      await expect(page.getByRole("main").getByRole("alert")).toHaveText(
        noMatch,
      );
      await expect(page.getByRole("main").getByRole("alert")).toBeFocused();
    }
  });

  test("references of every shape are refused cleanly, never with a server error", async ({
    request,
  }) => {
    const { email } = await seedBooking();
    for (const reference of [
      "B".repeat(10_000),
      "BP-7K3Q9M' OR '1'='1",
      "'; drop table bookings; --",
      "ＢＰ－７Ｋ３Ｑ９Ｍ",
      "BP-7K3Qß",
      "<script>alert(1)</script>",
    ]) {
      const { status, html } = await post(request, [
        ["intent", "find"],
        ["reference", reference],
        ["email", email],
      ]);
      expect(status, reference.slice(0, 20)).toBe(200);
      expect(html).toContain(noMatch);
      expect(html).not.toContain("<script>alert(1)</script>");
    }
    expect((await sql(`select 1 from bookings limit 1`)).length).toBe(1);
  });

  test("repeated wrong guesses are stopped by the forms' limit, even for the right pair", async ({
    request,
  }) => {
    const { reference, email } = await seedBooking();
    const address = freshAddress();
    const guess = (ref: string) =>
      forgePost(
        request,
        `${origin}/bookings`,
        [
          ["intent", "find"],
          ["reference", ref],
          ["email", email],
        ],
        { "x-forwarded-for": address },
      );
    for (let i = 0; i < 10; i++) {
      expect((await guess(`BP-ZZZZ${"23456789AB"[i]}Z`)).html).toContain(
        noMatch,
      );
    }
    const stopped = await guess(reference);
    expect(stopped.status).toBe(200);
    expect(stopped.html).toContain("Too many attempts");
    expect(stopped.html).not.toContain(`Booking ${reference}`);
  });

  test("the confirmation's link fills in the reference; nothing else from the address is shown", async ({
    page,
  }) => {
    const { reference } = await seedBooking();
    await visit(page, `/bookings?reference=${reference.toLowerCase()}`);
    await expect(page.getByLabel("Reference")).toHaveValue(reference);
    await visit(page, "/bookings?reference=%3Cb%3Ehi%3C%2Fb%3E");
    await expect(page.getByLabel("Reference")).toHaveValue("");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the lookup posts and shows the booking", async ({ page }) => {
      const { reference, email } = await seedBooking();
      await page.goto("/bookings");
      await page.getByLabel("Reference").fill(reference);
      await page.getByLabel("E-mail").fill(email);
      await page.getByRole("button", { name: "Find booking" }).click();
      await expect(
        page.getByRole("heading", { name: `Booking ${reference}` }),
      ).toBeVisible();
      await page.getByRole("button", { name: "Cancel booking" }).click();
      await expect(page.getByText("Cancelling now is free.")).toBeVisible();
    });
  });
});

test.describe("cancelling at the fee's edges (docs/product.md §10.6, §13.3)", () => {
  const cases = [
    ["a Requested booking", null, "Cancelling now is free."],
    ["25 hours before", 25 * hour, "Cancelling now is free."],
    ["23 hours before", 23 * hour, "Cancelling now costs $25."],
    [
      "3 hours and 5 minutes before",
      3 * hour + 5 * minute,
      "Cancelling now costs $25.",
    ],
    [
      "2 hours and 55 minutes before",
      3 * hour - 5 * minute,
      "Cancelling now costs $124.",
    ],
  ] as const;
  for (const [name, startsIn, sentence] of cases) {
    test(`${name}: ${sentence}`, async ({ page }) => {
      const { reference, email } = await seedBooking();
      if (startsIn !== null) await confirmIn(reference, startsIn);
      await open(page, reference, email);
      await expect(page.getByRole("main")).toContainText(
        startsIn === null ? "Requested" : /Confirmed for .* ET/,
      );
      await page.getByRole("button", { name: "Cancel booking" }).click();
      await expect(page.getByText(sentence)).toBeVisible();
      await expect(page.getByRole("main")).toContainText(
        "Nothing is charged online",
      );
      await expect(await bookingRow(reference)).toMatchObject({
        status: startsIn === null ? "requested" : "confirmed",
      });
    });
  }

  test("confirming the cancel records the fee, adds history and mails the company once", async ({
    page,
    request,
  }) => {
    const { reference, email } = await seedBooking();
    await confirmIn(reference, 23 * hour);
    await open(page, reference, email);
    await page.getByRole("button", { name: "Cancel booking" }).click();
    await page.getByRole("button", { name: "Yes, cancel booking" }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText(
      "Your booking is cancelled. A fee of $25 is recorded on your booking; nothing is charged online.",
    );
    await expect(page.getByRole("main")).toContainText(
      "Cancelled by you, fee $25",
    );
    expect(await bookingRow(reference)).toMatchObject({
      status: "cancelled",
      fees: 25,
    });
    const mail = await mailWith(request, `Booking ${reference} cancelled`);
    expect(mail.text).toContain("Fee: $25");
    expect(mail.text).toContain("not charged online");
    // A cancelled booking that had a time offers the file that removes it.
    await expect(
      page.getByRole("button", { name: "Remove from calendar (.ics)" }),
    ).toBeVisible();
  });

  test("after the start there is no online cancel: the page gives the phone number", async ({
    page,
    request,
  }) => {
    const { reference, email } = await seedBooking();
    await confirmIn(reference, -5 * minute);
    await open(page, reference, email);
    await expect(
      page.getByRole("button", { name: "Cancel booking" }),
    ).toHaveCount(0);
    await expect(page.getByRole("main")).toContainText(
      `The appointment has started: please call us. To cancel or change it, call us at ${company.phone.display}.`,
    );
    // A forged cancel is refused the same way, and changes nothing.
    const proof = await proofFor(request, reference, email);
    const { status, html } = await post(request, [
      ["intent", "cancel"],
      ["token", proof.token],
      ["reference", reference],
      ["version", proof.version],
      ["fee", "0"],
    ]);
    expect(status).toBe(200);
    expect(html).toContain(company.phone.display);
    expect(await bookingRow(reference)).toMatchObject({ status: "confirmed" });
    expect(await historyActions(reference)).toEqual(["request", "confirm"]);
  });
});

test.describe("what a forger or a replay can do (docs/product.md §13.2)", () => {
  test("a replayed cancel is harmless: one history entry and one mail each", async ({
    request,
  }) => {
    const { reference, email } = await seedBooking();
    const proof = await proofFor(request, reference, email);
    const cancel: [string, string][] = [
      ["intent", "cancel"],
      ["token", proof.token],
      ["reference", reference],
      ["version", proof.version],
      ["fee", "0"],
    ];
    expect((await post(request, cancel)).html).toContain(
      "Your booking is cancelled.",
    );
    const replay = await post(request, cancel);
    expect(replay.status).toBe(200);
    expect(replay.html).not.toContain("Your booking is cancelled.");
    expect(await historyActions(reference)).toEqual(["request", "cancel"]);
    await mailWith(request, `Booking ${reference} cancelled`);
    // One to the company and one to the customer, and no second of either.
    expect(
      (await notificationSubjects(reference))
        .filter((s) => s.includes("cancelled"))
        .sort(),
    ).toEqual([
      `Booking ${reference} cancelled`,
      `Booking ${reference} cancelled by the customer`,
    ]);
  });

  test("a change posted for someone else's booking is refused and changes nothing", async ({
    request,
  }) => {
    const mine = await seedBooking();
    const theirs = await seedBooking();
    const proof = await proofFor(request, mine.reference, mine.email);
    const date = new Date(Date.now() + 10 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    for (const fields of [
      // My token, their reference.
      [
        ["token", proof.token],
        ["reference", theirs.reference],
      ],
      // Their reference alone, or with a made-up token.
      [["reference", theirs.reference]],
      [
        ["token", "eyJyIjoiQlAtWlpaWlpaIn0.forged"],
        ["reference", theirs.reference],
      ],
    ] as [string, string][][]) {
      for (const intent of ["change", "cancel"]) {
        const { status, html } = await post(request, [
          ["intent", intent],
          ...fields,
          ["version", "1"],
          ["fee", "0"],
          ["date", date],
          ["time", "evening"],
        ]);
        expect(status).toBe(200);
        expect(html).not.toContain(`Booking ${theirs.reference}`);
      }
    }
    expect(await bookingRow(theirs.reference)).toMatchObject({
      status: "requested",
      version: 1,
      time_window: "morning",
    });
    expect(await historyActions(theirs.reference)).toEqual(["request"]);
    expect(await historyActions(mine.reference)).toEqual(["request"]);
  });
});

test.describe("changing the date or time (docs/product.md §10.7, §13.4)", () => {
  test("under 3 hours before a home visit it costs $25; the booking goes back to Requested with its new window", async ({
    page,
    request,
  }) => {
    const { reference, email } = await seedBooking();
    await confirmIn(reference, 2 * hour);
    await open(page, reference, email);
    await page.getByRole("button", { name: "Change date or time" }).click();
    await expect(page.getByText("Changing now costs $25.")).toBeVisible();
    const date = await page.getByLabel("New preferred date").evaluate(() => {
      const d = new Date();
      d.setDate(d.getDate() + 5);
      const pad = (n: number) => String(n).padStart(2, "0");
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
    });
    await page.getByLabel("New preferred date").fill(date);
    await page.getByRole("radio", { name: "Evening (5–9)" }).check();
    await page.getByRole("button", { name: "Send new date and time" }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText(
      "Your new preferred date and time are sent",
    );
    await expect(page.getByRole("main")).toContainText("Requested");
    await expect(page.getByRole("main")).toContainText("Evening (5–9)");
    expect(await bookingRow(reference)).toMatchObject({
      status: "requested",
      fees: 25,
      preferred_date: date,
      time_window: "evening",
      starts_at: null,
    });
    expect(await historyActions(reference)).toEqual([
      "request",
      "confirm",
      "change",
    ]);
    const mail = await mailWith(request, `Booking ${reference} moved`);
    expect(mail.text).toContain("Fee: $25");
  });

  test("a date outside today to 60 days ahead is refused with the reason", async ({
    page,
  }) => {
    const { reference, email } = await seedBooking();
    await open(page, reference, email);
    await page.getByRole("button", { name: "Change date or time" }).click();
    await expect(page.getByText("Changing now is free.")).toBeVisible();
    await page
      .getByLabel("New preferred date")
      .evaluate((input: HTMLInputElement) => {
        input.removeAttribute("min");
        input.removeAttribute("max");
        input.value = "2020-01-01";
      });
    await page.getByRole("radio", { name: "Morning (8–12)" }).check();
    await page.getByRole("button", { name: "Send new date and time" }).click();
    await expect(page.getByRole("main")).toContainText(
      "Please choose a date from today to 60 days ahead.",
    );
    expect(await historyActions(reference)).toEqual(["request"]);
  });
});

test.describe("add to calendar (docs/product.md §13.6)", () => {
  test("a Confirmed booking downloads an .ics with its UID, SEQUENCE, the company's time zone, the visit's address and its end without the buffer", async ({
    page,
    request,
  }) => {
    const { reference, email } = await seedBooking({
      services: [
        {
          slug: "printer-installation",
          title: "Printer Installation",
          price: 89,
          homeVisit: true,
          minutes: 90,
        },
      ],
    });
    await sql(
      `update bookings set address1 = '12 Elm St; rear', address2 = 'Apt 4B', city = 'Brooklyn', state = 'NY', zip = '11201' where reference = $1`,
      [reference],
    );
    await confirmIn(reference, 48 * hour);
    await open(page, reference, email);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Add to calendar (.ics)" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${reference}.ics`);
    const { readFile } = await import("node:fs/promises");
    const text = await readFile((await file.path())!, "utf8");
    expect(text).toContain(`UID:${reference}@`);
    expect(text).toContain("SEQUENCE:2");
    expect(text).toContain("TZID:America/New_York");
    expect(text).toMatch(/DTSTART;TZID=America\/New_York:\d{8}T\d{6}\r\n/);
    expect(text).toContain("STATUS:CONFIRMED");
    // docs/product.md §21.8: where, escaped, and 90 minutes of work, not the 30 of travel after.
    expect(text).toContain(
      "\r\nLOCATION:12 Elm St\\; rear\\, Apt 4B\\, Brooklyn\\, NY 11201\r\n",
    );
    // Wall-clock minutes between the two stamps, whatever the day.
    const wall = (name: string) => {
      const [, y, mo, d, h, mi] = new RegExp(
        `${name};TZID=America/New_York:(\\d{4})(\\d{2})(\\d{2})T(\\d{2})(\\d{2})`,
      )
        .exec(text)!
        .map(Number);
      return Date.UTC(y!, mo! - 1, d, h, mi) / 60_000;
    };
    expect(wall("DTEND") - wall("DTSTART")).toBe(90);

    const refused = await request.post(`${origin}/bookings/calendar`, {
      form: { reference, token: "forged" },
      headers: { Origin: origin },
    });
    expect(refused.status()).toBe(403);
  });
});
