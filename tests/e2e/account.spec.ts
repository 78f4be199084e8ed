import type { Page } from "@playwright/test";
import { postgresPort } from "../../playwright.config";
import { bookingRow, historyActions } from "./bookings-db";
import { createAccount, freshEmail, mailedLink } from "./accounts";
import { expect, test, visit } from "./fixtures";
import {
  field,
  forgePost,
  serviceLine,
  freshAddress,
  referenceIn,
} from "./requests";

const origin = `http://127.0.0.1:${postgresPort}`;
test.use({ baseURL: origin });

const password = "correct horse battery";

async function seedCart(page: Page) {
  await page.evaluate(() =>
    localStorage.setItem(
      "cart",
      JSON.stringify([
        { id: 0, slug: "computer-tuneup", title: "x", price: 1 },
      ]),
    ),
  );
}

function nextWeek(): string {
  const date = new Date(Date.now() + 7 * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

test("an account's bookings: booked signed in, listed on /user, managed with nothing to type, and the account deleted only once none is open", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setExtraHTTPHeaders({ "x-forwarded-for": freshAddress() });
  const email = freshEmail("account");
  await createAccount(page, email, password);
  await expect(page.getByRole("main")).toContainText("No bookings yet.");

  // The checkout fills in the account's e-mail and sends the verified token.
  await seedCart(page);
  await visit(page, "/checkout");
  await expect(field(page, "Email")).toHaveValue(email);
  await field(page, "First Name").fill("Ada");
  await field(page, "Last Name").fill("Lovelace");
  await field(page, "Phone").fill("(212) 555-0100");
  await page.getByLabel("Request a time window").check();
  await page.getByLabel("Preferred date").fill(nextWeek());
  await page.getByRole("radio", { name: "Morning (8–12)" }).check();
  await page.getByRole("button", { name: "Submit" }).click();
  const reference = await referenceIn(page);
  expect((await bookingRow(reference))!.account_uid).toMatch(/^\w{10,}$/);

  // The next checkout fills in the details of the last booking.
  await seedCart(page);
  await visit(page, "/checkout");
  await expect(field(page, "First Name")).toHaveValue("Ada");
  await expect(field(page, "Phone")).toHaveValue("(212) 555-0100");

  await visit(page, "/user");
  const item = page.getByRole("listitem").filter({ hasText: reference });
  await expect(item).toContainText("Requested");
  await expect(item).toContainText("$35");

  // Refused while the booking is open.
  await page.getByRole("button", { name: "Delete my account" }).click();
  await page.getByRole("button", { name: "Yes, delete my account" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText(
    `booking ${reference} is still open`,
  );

  await page
    .getByRole("button", { name: `Manage booking ${reference}` })
    .click();
  await expect(
    page.getByRole("heading", { name: `Booking ${reference}` }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Cancel booking" }).click();
  await page.getByRole("button", { name: "Yes, cancel booking" }).click();
  await expect(
    page.getByRole("main").getByRole("status").filter({ hasText: "cancelled" }),
  ).toContainText("Your booking is cancelled.");
  await page.getByRole("button", { name: "Back to your bookings" }).click();
  await expect(
    page.getByRole("listitem").filter({ hasText: reference }),
  ).toContainText("Cancelled");

  await page.getByRole("button", { name: "Delete my account" }).click();
  await page.getByRole("button", { name: "Yes, delete my account" }).click();
  await expect(page.getByText("Your account is deleted.")).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 1, name: "Login" }),
  ).toBeVisible();
  expect(await bookingRow(reference)).toMatchObject({
    status: "cancelled",
    email: null,
    first_name: null,
    account_uid: null,
  });
  expect(await historyActions(reference)).toEqual([
    "request",
    "cancel",
    "erase",
  ]);
});

test("a uid or a token the server cannot verify books as a guest", async ({
  request,
}) => {
  const { html } = await forgePost(
    request,
    `${origin}/checkout`,
    [
      ...serviceLine("computer-tuneup"),
      ["firstName", "Eve"],
      ["lastName", "Forger"],
      ["phone", "(212) 555-0100"],
      ["email", "eve@example.com"],
      ["date", nextWeek()],
      ["time", "morning"],
      ["accountUid", "someone-elses-uid"],
      ["uid", "someone-elses-uid"],
      ["idToken", "not.a.token"],
    ],
    { "x-forwarded-for": freshAddress() },
  );
  const reference = /BP-[2-9A-HJ-NP-Z]{6}/.exec(html)?.[0];
  expect(reference).toBeTruthy();
  expect((await bookingRow(reference!))!.account_uid).toBeNull();
});

test("sign up, verify the e-mail, and a guest booking with that address joins the account; then a forgotten password is reset", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = freshEmail("joins");
  // Booked as a guest, with the address typed in another case.
  const { html } = await forgePost(
    request,
    `${origin}/checkout`,
    [
      ...serviceLine("computer-tuneup"),
      ["firstName", "Grace"],
      ["lastName", "Hopper"],
      ["phone", "(212) 555-0100"],
      ["email", email.toUpperCase()],
      ["date", nextWeek()],
      ["time", "evening"],
    ],
    { "x-forwarded-for": freshAddress() },
  );
  const reference = /BP-[2-9A-HJ-NP-Z]{6}/.exec(html)![0];

  await createAccount(page, email, password);
  const verify = page.getByRole("region", {
    name: "Verify your e-mail address",
  });
  await expect(verify).toContainText(email);
  // Not verified yet: the guest booking stays out of the account.
  await expect(page.getByRole("main")).toContainText("No bookings yet.");
  await verify.getByRole("button", { name: "I have verified it" }).click();
  await expect(verify.getByRole("status")).toContainText("not verified yet");
  expect((await bookingRow(reference))!.account_uid).toBeNull();

  // The identity provider's e-mail, followed as the customer would.
  const verifyLink = await mailedLink(email, "VERIFY_EMAIL");
  expect((await request.get(verifyLink)).ok()).toBe(true);
  await verify.getByRole("button", { name: "I have verified it" }).click();
  await expect(verify).toHaveCount(0);
  await expect(
    page.getByRole("listitem").filter({ hasText: reference }),
  ).toContainText("Requested");
  expect((await bookingRow(reference))!.account_uid).toMatch(/^\w{10,}$/);
  expect(await historyActions(reference)).toEqual(["request", "join_account"]);

  // Forgot password: the provider's reset e-mail, then the new password works.
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.getByRole("button", { name: "Forgot password?" }).click();
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "If an account uses" }),
  ).toContainText(
    `If an account uses ${email}, a link to choose a new password is on its way.`,
  );
  const newPassword = "a brand new passphrase";
  const resetLink = await mailedLink(email, "PASSWORD_RESET");
  expect(
    (
      await request.get(
        `${resetLink}&newPassword=${encodeURIComponent(newPassword)}`,
      )
    ).ok(),
  ).toBe(true);
  await page.getByRole("button", { name: "Back to Login" }).click();
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(newPassword);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Your account" }),
  ).toBeVisible();
  await expect(
    page.getByRole("listitem").filter({ hasText: reference }),
  ).toBeVisible();
});
