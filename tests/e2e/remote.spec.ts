import { execFileSync } from "node:child_process";
import type { APIRequestContext, Page } from "@playwright/test";
import { defaultEmulatorHost } from "@/lib/firebase/emulator.mjs";
import { confirmIn, historyActions, seedBooking } from "./bookings-db";
import { expect, test, visit } from "./fixtures";
import { freshAddress } from "./requests";
import { postgresPort } from "../../playwright.config";

// The server on the PostgreSQL database that the test seeds its booking into.
const origin = `http://127.0.0.1:${postgresPort}`;

const emulator = `http://${defaultEmulatorHost}/identitytoolkit.googleapis.com/v1`;
const password = "correct horse battery";

/** A fresh account on the Auth emulator, through its REST API. */
async function signUp(request: APIRequestContext, role: string) {
  const email = `${role}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const response = await request.post(`${emulator}/accounts:signUp?key=any`, {
    data: { email, password, returnSecureToken: true },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { localId: string };
  return { email, uid: body.localId };
}

async function signIn(page: Page, path: string, email: string) {
  await visit(page, `${origin}${path}`);
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

/** The booking's dialog on the desk, opened from the confirmed appointments. */
async function openOnDesk(desk: Page, reference: string) {
  const list = desk.getByRole("region", { name: /^Confirmed appointments/ });
  await list.getByRole("button", { name: reference }).click();
  const dialog = desk.getByRole("dialog", { name: new RegExp(reference) });
  return dialog.getByRole("region", { name: "Remote sessions" });
}

test("a remote session: the customer registers a computer, staff ask, the customer approves after a fresh sign-in and reads the code, staff start with it, the customer ends it, and every step is recorded", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  await page.setExtraHTTPHeaders({ "x-forwarded-for": freshAddress() });
  const customer = await signUp(request, "customer");
  const { reference } = await seedBooking({ accountUid: customer.uid });
  await confirmIn(reference, 2 * 86_400_000);

  // The customer registers a computer.
  await signIn(page, "/user", customer.email);
  const computers = page.getByRole("region", { name: "Your computers" });
  await computers.getByRole("button", { name: "Add a computer" }).click();
  await computers.getByLabel("Name").fill("Den laptop");
  await computers.getByLabel("Operating system").selectOption("macOS");
  await computers.getByRole("button", { name: "Add computer" }).click();
  await expect(computers.getByRole("listitem")).toContainText(["Den laptop"]);

  // Staff ask for control of it from the desk.
  const staff = await signUp(request, "staff");
  execFileSync("node", ["scripts/staff.mjs", "add", staff.email]);
  const deskContext = await browser.newContext();
  const desk = await deskContext.newPage();
  await desk.setExtraHTTPHeaders({ "x-forwarded-for": freshAddress() });
  await signIn(desk, "/staff", staff.email);
  let remote = await openOnDesk(desk, reference);
  await remote
    .getByLabel("Computer")
    .selectOption({ label: "“Den laptop” (macOS)" });
  await remote.getByRole("radio", { name: "Control" }).check();
  await remote
    .getByRole("button", { name: "Ask for a remote session" })
    .click();
  await expect(remote.getByRole("status")).toContainText("Asked.");

  // The customer, signed in a moment ago, approves and reads the code.
  await page.reload();
  const requests = page.getByRole("region", { name: "Remote sessions" });
  const item = requests.getByRole("listitem", { name: new RegExp(reference) });
  await expect(item).toContainText("view and control your computer");
  await expect(item).toContainText("“Den laptop” (macOS)");
  await item.getByRole("button", { name: "Approve" }).click();
  const code = (await item.getByTestId("remote-code").textContent())!;
  expect(code).toMatch(/^\d{3} \d{3} \d{3}$/);

  // Staff start the session with the code the customer read out.
  await desk.keyboard.press("Escape");
  remote = await openOnDesk(desk, reference);
  await remote.getByLabel("Code the customer reads out").fill(code);
  await remote.getByRole("button", { name: "Start session" }).click();
  await expect(remote.getByRole("status")).toHaveText("Session started.");

  // The customer ends it from the account.
  await page.reload();
  await item.getByRole("button", { name: "End session" }).click();
  await expect(item).toContainText("Ended");
  await expect(item.getByRole("listitem")).toHaveText([
    /^Requested by our staff, /,
    /^Approved by you, /,
    /^Started by our staff, /,
    /^Ended by you, /,
  ]);

  // The desk and the booking's history show every step.
  await desk.keyboard.press("Escape");
  remote = await openOnDesk(desk, reference);
  await expect(remote.getByRole("listitem").last()).toContainText(
    `Ended by the customer`,
  );
  await expect(remote).toContainText(`Started by ${staff.email}`);
  expect(
    (await historyActions(reference)).filter((a) => a.startsWith("remote")),
  ).toEqual(["remote_request", "remote_approve", "remote_start", "remote_end"]);
  await deskContext.close();
});
