import { execFileSync } from "node:child_process";
import type { APIRequestContext, Page } from "@playwright/test";
import { defaultEmulatorHost } from "@/lib/firebase/emulator.mjs";
import { expect, test, visit, watchConsole } from "./fixtures";
import { axeViolations as violations } from "./page-checks";
import { inbox, mailWith } from "./requests";

const emulator = `http://${defaultEmulatorHost}/identitytoolkit.googleapis.com/v1`;
const password = "correct horse battery";

async function signUp(request: APIRequestContext, role: string) {
  const email = `${role}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const response = await request.post(`${emulator}/accounts:signUp?key=any`, {
    data: { email, password, returnSecureToken: true },
  });
  expect(response.ok()).toBe(true);
  return email;
}

async function signIn(page: Page, path: string, email: string) {
  await visit(page, path);
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

/** Today in New York and the same day a year on, read without the code under test. */
function term() {
  const today = new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/New_York",
  }).format(new Date());
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y + 1, m, 0)).getUTCDate();
  const end = new Date(Date.UTC(y + 1, m - 1, Math.min(d, lastDay)));
  const endText = new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
  }).format(end);
  return { today, endText };
}

test("a membership: staff record Platinum, the member sees it in /user and switches auto-renewal off in two clicks on one screen, confirmed by e-mail", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const member = await signUp(request, "member");
  const staff = await signUp(request, "staff");
  expect(
    execFileSync("node", ["scripts/staff.mjs", "add", staff], {
      encoding: "utf8",
    }),
  ).toContain(`${staff} is now staff`);
  const { today, endText } = term();

  // Staff record the membership on the desk.
  await signIn(page, "/staff", staff);
  const panel = page.getByRole("region", { name: "Memberships" });
  await panel.getByLabel("Member's account e-mail").fill(member);
  await panel.getByLabel("Plan").selectOption({ label: "Platinum" });
  await expect(panel.getByLabel("Yearly price (US$)")).toHaveValue("299");
  await panel.getByLabel("Registration date").fill(today);
  await panel.getByRole("button", { name: "Record membership" }).click();
  await expect(panel.getByRole("status")).toHaveText(
    `Membership recorded for ${member}.`,
  );
  const made = panel.getByRole("listitem").filter({ hasText: member });
  await expect(made).toContainText(
    "Platinum, $299 a year — Active, renews automatically",
  );
  // It lands in a long list: the view goes to it, focused and marked.
  await expect(made).toBeFocused();
  await expect(made).toBeInViewport();
  await expect(made).toContainText("Just recorded");

  expect(await violations(page)).toEqual([]);

  // The member, in a browser of their own.
  const context = await browser.newContext();
  const memberPage = await context.newPage();
  const problems = watchConsole(memberPage);
  await signIn(memberPage, "/user", member);
  const plan = memberPage.getByRole("region", { name: "Your plan" });
  await expect(plan).toContainText("Platinum, $299 a year");
  await expect(plan).toContainText(
    "20 users · 10 GB storage · Priority email support",
  );
  await expect(plan).toContainText(`to ${endText}`);
  await expect(plan).toContainText(`Next renewal${endText}, $299 for the year`);
  const usedToken = await plan.locator('input[name="token"]').inputValue();

  let screens = 0;
  memberPage.on("framenavigated", (frame) => {
    if (frame === memberPage.mainFrame()) screens++;
  });
  let clicks = 0;
  await plan.getByRole("button", { name: "Switch auto-renewal off" }).click();
  clicks++;
  await plan
    .getByRole("button", { name: "Yes, switch auto-renewal off" })
    .click();
  clicks++;
  await expect(plan.getByRole("status")).toHaveText(
    `Auto-renewal is off. Your plan ends on ${endText}. We have e-mailed you a confirmation.`,
  );
  await expect(plan).toContainText(`Your plan ends on ${endText}.`);
  await expect(plan).toContainText("Auto-renewalOff");
  expect({ clicks, screens: 1 + screens }).toEqual({ clicks: 2, screens: 1 });
  expect(await violations(memberPage)).toEqual([]);

  const mail = await mailWith(
    request,
    `Auto-renewal is off: your Platinum plan ends on ${endText}`,
    member,
  );
  expect(mail.to.map((to) => to.address)).toEqual([member]);
  expect(mail.text).toContain("/user#your-plan");

  // The same form posted again without JavaScript, as a plain form: nothing changes.
  const replay = await memberPage.request.post("/user/plan", {
    form: { token: usedToken, intent: "off" },
  });
  expect(replay.status()).toBe(200);
  expect(await replay.text()).toContain("already used, so nothing was changed");
  const toMember = (await inbox(request)).filter((m) =>
    m.to.some((to) => to.address === member),
  );
  expect(toMember.map((m) => m.subject)).toEqual([mail.subject]);
  expect(problems).toEqual([]);
  await context.close();
});
