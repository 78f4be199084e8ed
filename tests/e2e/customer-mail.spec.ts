import { execFileSync } from "node:child_process";
import type { APIRequestContext } from "@playwright/test";
import ICAL from "ical.js";
import { company } from "@/data/company";
import { defaultEmulatorHost } from "@/lib/firebase/emulator.mjs";
import { testMaildev } from "../../playwright.config";
import { expect, hydrated, seedCart, test, visit } from "./fixtures";
import { field, mailWith, referenceIn, type Mail } from "./requests";

/**
 * The customer kept informed (docs/product.md §21), in one journey: book as a
 * guest, read the mail, open its link, staff confirm, the calendar file, then
 * change and cancel with the fee the change did not lower.
 */

const emulator = `http://${defaultEmulatorHost}/identitytoolkit.googleapis.com/v1`;

async function staffToken(request: APIRequestContext): Promise<string> {
  const email = `staff-mail-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const response = await request.post(`${emulator}/accounts:signUp?key=any`, {
    data: { email, password: "correct horse battery", returnSecureToken: true },
  });
  expect(response.ok()).toBe(true);
  execFileSync("node", ["scripts/staff.mjs", "add", email], {
    encoding: "utf8",
  });
  return ((await response.json()) as { idToken: string }).idToken;
}

/** New York's date and time (24-hour) at `instant`, as the desk takes them. */
function newYork(instant: Date): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: company.timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

function inDays(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return date.toISOString().slice(0, 10);
}

/** The path and fragment of a mail's manage link, on the server under test. */
function linkIn(mail: Mail): string {
  const url = /https?:\/\/\S+\/bookings#link=[\w-]+\.[\w-]+/.exec(mail.text);
  expect(url, "a manage link in the mail").not.toBeNull();
  const { pathname, hash } = new URL(url![0]);
  return `${pathname}${hash}`;
}

test.describe.configure({ timeout: 90_000 });

test("a guest's booking: mails at each step, a link that opens it, a calendar file, and a fee no change lowers", async ({
  page,
  request,
}) => {
  const email = `grace.${Date.now()}@example.com`;
  await seedCart(page, ["computer-tuneup"]);
  await visit(page, "/checkout");
  await field(page, "First Name").fill("Grace");
  await field(page, "Last Name").fill("Hopper");
  await field(page, "Phone").fill("(212) 555-0100");
  await field(page, "Email").fill(email);
  await page.getByLabel("Request a time window").check();
  await page.getByLabel("Preferred date").fill(inDays(7));
  await page.getByRole("radio", { name: "Morning (8–12)" }).check();
  await page.getByRole("button", { name: "Submit" }).click();

  // The confirmation is a page of its own, and a reload shows it again.
  // The first booking on a fresh server may take a while on a busy machine.
  await expect(page).toHaveURL(/\/bookings\/confirmation#link=/, {
    timeout: 30_000,
  });
  const reference = await referenceIn(page);
  await page.reload();
  expect(await referenceIn(page)).toBe(reference);
  await expect(page.getByRole("main")).toContainText(
    "Where it stands now: Preferred:",
  );
  await expect(
    page.getByRole("main").getByRole("heading", { level: 1 }),
  ).toHaveText("Your booking");

  // Received: to the customer, with the company's name, phone and the link.
  const received = await mailWith(
    request,
    `Booking ${reference} received`,
    email,
  );
  expect(received.subject).not.toContain("$");
  expect(received.envelope.to.map((a) => a.address)).toEqual([email]);
  for (const part of [received.text, received.html]) {
    expect(part).toContain(company.name);
    expect(part).toContain(company.phone.display);
  }
  const link = linkIn(received);

  // The link opens the booking with nothing to type.
  await visit(page, link);
  const main = page.getByRole("main");
  await expect(
    main.getByRole("heading", { name: `Booking ${reference}` }),
  ).toBeVisible();
  await expect(main).toContainText("Requested");
  await expect(page.getByLabel("E-mail")).toHaveCount(0);

  // Staff confirm a start two hours away, through the desk's API.
  const token = await staffToken(request);
  const start = newYork(new Date(Date.now() + 2 * 3600_000 + 5 * 60_000));
  const confirmed = await request.post(`/staff/api/bookings/${reference}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { action: "confirm", expectedVersion: 1, ...start },
  });
  expect(confirmed.status()).toBe(200);
  const mail = await mailWith(
    request,
    `Booking ${reference} confirmed`,
    email,
    40_000,
  );
  expect(mail.subject).toMatch(/ ET$/);
  const withId = mail as Mail & {
    id: string;
    attachments?: { generatedFileName: string; contentType: string }[];
  };
  expect(withId.attachments?.map((a) => a.contentType)).toEqual([
    "text/calendar",
  ]);
  const file = await request.get(
    `${testMaildev.inbox}/email/${withId.id}/attachment/${withId.attachments![0]!.generatedFileName}`,
  );
  const calendar = new ICAL.Component(ICAL.parse(await file.text()));
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
  expect(event.uid).toMatch(new RegExp(`^${reference}@`));
  expect(event.startDate.toString()).toBe(`${start.date}T${start.time}:00`);
  // A one-hour Computer Tune-Up ends an hour later, without the Tech's buffer;
  // remote work has no LOCATION (docs/product.md §21.8).
  expect(
    event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime(),
  ).toBe(60 * 60_000);
  expect(event.location).toBeNull();
  expect(mail.text).not.toContain("Address:");

  // Reloading the link shows the confirmed time; cancelling now costs the price.
  // (A reload: going to the same address with its fragment would not load it.)
  await page.reload();
  await hydrated(page);
  await expect(main).toContainText("Confirmed for");
  await main.getByRole("button", { name: "Cancel booking" }).click();
  await expect(main).toContainText("Cancelling now costs $35.");
  await main.getByRole("button", { name: "Keep booking" }).click();

  // Changing (free for a remote service) does not make cancelling cheaper.
  await main.getByRole("button", { name: "Change date or time" }).click();
  await page.getByLabel("New preferred date").fill(inDays(8));
  await page.getByRole("radio", { name: "Evening (5–9)" }).check();
  await main.getByRole("button", { name: "Send new date and time" }).click();
  await expect(main.getByRole("status")).toContainText(
    "Your new preferred date and time are sent",
  );
  await mailWith(request, `Booking ${reference} changed`, email);
  await main.getByRole("button", { name: "Cancel booking" }).click();
  await expect(main).toContainText(
    "Cancelling now costs $35. Less than 3 hours before the time we had confirmed: the full price.",
  );
  await main.getByRole("button", { name: "Yes, cancel booking" }).click();
  await expect(main.getByRole("status")).toContainText(
    "A fee of $35 is recorded on your booking",
  );

  // After a reload, "Cancelled" comes first, with the time it had.
  await page.reload();
  await hydrated(page);
  await expect(main).toContainText(
    /Cancelled; it was requested for \w{3}, \w{3} \d+, \d{4}, Evening/,
  );
  const cancelled = await mailWith(
    request,
    `Booking ${reference} cancelled`,
    email,
  );
  expect(cancelled.text).toContain("Fee: $35");
  expect(cancelled.text).toContain("we will call you to settle it");
  // Nothing on a cancelled booking can change: the mail offers a new one.
  expect(cancelled.text).not.toContain("See, change or cancel");
  expect(cancelled.text).toMatch(/To book again: http\S+\/services\n/);
});

test("a contact message gets its own reference and an acknowledgement, and /bookings says what that reference is", async ({
  page,
  request,
}) => {
  const email = `zoe.${Date.now()}@example.com`;
  await visit(page, "/contact-us");
  await field(page, "Name").fill("Zoë");
  await field(page, "Email address").fill(email);
  await field(page, "How can we help?").fill("My printer is offline.");
  await page.getByRole("button", { name: "Send message" }).click();
  const reference = await referenceIn(page);
  expect(reference).toMatch(/^MSG-/);
  const ack = await mailWith(request, `Message ${reference} received`, email);
  expect(ack.text).toContain(company.phone.display);

  await visit(page, "/bookings");
  await field(page, "Reference").fill(reference);
  await field(page, "E-mail").fill(email);
  await page.getByRole("button", { name: "Find booking" }).click();
  await expect(page.getByRole("main")).toContainText(
    "That is the reference of a message sent from our contact form",
  );
});
