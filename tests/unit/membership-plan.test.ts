/** @jest-environment node */
import { signAccessToken } from "@/lib/bookings/access-token";
import { signPlanToken, verifyPlanToken } from "@/lib/memberships/form-token";
import {
  composeAutoRenewChange,
  composeReminder,
  portalUrl,
} from "@/lib/memberships/mail";
import { parseRecord, planView } from "@/lib/memberships/plan";
import { planPage } from "@/lib/memberships/portal-page";

const today = "2026-03-01";
const good = {
  email: " Member@Example.com ",
  plan: "platinum",
  price: 299,
  registeredOn: "2026-02-15",
};

describe("what staff record (docs/product.md §20.1)", () => {
  it("takes a tier's own price and a real date", () => {
    expect(parseRecord(good, today)).toEqual({
      ok: true,
      value: {
        email: "member@example.com",
        plan: "platinum",
        price: 299,
        registeredOn: "2026-02-15",
      },
    });
  });

  it("takes any price of $0 or more for Custom, given as text too", () => {
    expect(
      parseRecord({ ...good, plan: "custom", price: "1200" }, today),
    ).toMatchObject({
      ok: true,
      value: { plan: "custom", price: 1200 },
    });
    expect(
      parseRecord({ ...good, plan: "custom", price: 0 }, today),
    ).toMatchObject({
      ok: true,
      value: { price: 0 },
    });
  });

  it.each([
    [{ ...good, plan: "custom", price: -1 }, "A price cannot be under $0."],
    [
      { ...good, price: 199 },
      "The Platinum plan costs $299 a year; only a Custom plan's price can be changed.",
    ],
    [
      { ...good, plan: "custom", price: 10.5 },
      "Enter the yearly price in whole dollars, at most $1,000,000.",
    ],
    [
      { ...good, plan: "custom", price: "ten" },
      "Enter the yearly price in whole dollars.",
    ],
    [{ ...good, plan: "diamond" }, "Choose Gold, Platinum or Custom."],
    [
      { ...good, email: "nobody" },
      "Enter the member's account e-mail address.",
    ],
    [
      { ...good, registeredOn: "2026-02-30" },
      "The registration date is not a date on the calendar.",
    ],
    [
      { ...good, registeredOn: "2025-03-01" },
      "A term from that date has already ended; check the year.",
    ],
    [
      { ...good, registeredOn: "2026-05-31" },
      "The registration date can be at most 90 days ahead.",
    ],
    [null, "Enter the member's account e-mail address."],
  ])("refuses %j", (body, error) => {
    expect(parseRecord(body, today)).toEqual({ ok: false, error });
  });

  it("accepts a registration a year less a day ago, and 90 days ahead", () => {
    expect(parseRecord({ ...good, registeredOn: "2025-03-02" }, today).ok).toBe(
      true,
    );
    expect(parseRecord({ ...good, registeredOn: "2026-05-30" }, today).ok).toBe(
      true,
    );
  });
});

describe("'Your plan' (docs/product.md §20.2)", () => {
  const membership = {
    plan: "platinum",
    price: 299,
    status: "renewing" as const,
    termStart: "2026-02-15",
    termEnd: "2027-02-15",
  };
  it("shows the allowances of data/tiers.ts and the next renewal", () => {
    expect(planView(membership)).toEqual({
      name: "Platinum",
      allowances: ["20 users", "10 GB storage", "Priority email support"],
      price: 299,
      termStart: "2026-02-15",
      termEnd: "2027-02-15",
      autoRenew: true,
      renewal: { on: "2027-02-15", price: 299 },
      ended: false,
    });
  });
  it("has no renewal once auto-renewal is off", () => {
    expect(planView({ ...membership, status: "ending" })).toMatchObject({
      autoRenew: false,
      renewal: null,
      ended: false,
    });
  });
});

describe("the portal's page without JavaScript (docs/product.md §20.3)", () => {
  const asked = {
    step: "confirm-off" as const,
    plan: planView({
      plan: "platinum",
      price: 299,
      status: "renewing" as const,
      termStart: "2026-02-15",
      termEnd: "2027-02-15",
    }),
    token: "tok",
  };
  it("asks again in the form's language, and its next post says it too", () => {
    const spanish = planPage(asked, "es");
    expect(spanish).toContain('<html lang="es">');
    expect(spanish).toContain('<input type="hidden" name="locale" value="es">');
    expect(spanish).toContain('<a href="/es/user">Volver a su cuenta</a>');
    const english = planPage(asked, "en");
    expect(english).toContain('<input type="hidden" name="locale" value="en">');
    expect(english).toContain('<a href="/user">Back to your account</a>');
  });
});

describe("the portal's form token (docs/product.md §20.4)", () => {
  const secret = "a-test-secret-of-thirty-two-chars!!";
  const now = new Date("2026-03-01T12:00:00Z");
  const claims = { membershipId: 7, uid: "uid-ann", version: 3 };
  const token = signPlanToken(claims, { secret, now });
  const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

  it("names the membership, the account and the version until it expires", () => {
    expect(verifyPlanToken(token, { secret, now: at(29) })).toEqual(claims);
    expect(verifyPlanToken(token, { secret, now: at(30) })).toBeUndefined();
  });

  it("refuses a token signed with another key, altered, or made for a booking", () => {
    expect(
      verifyPlanToken(token, { secret: `${secret}x`, now }),
    ).toBeUndefined();
    const [payload, mac] = token.split(".");
    const altered = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload!, "base64url").toString()),
        u: "uid-bob",
      }),
    ).toString("base64url");
    expect(
      verifyPlanToken(`${altered}.${mac}`, { secret, now }),
    ).toBeUndefined();
    expect(
      verifyPlanToken(signAccessToken("BP-7K3Q9M", { secret, now }), {
        secret,
        now,
      }),
    ).toBeUndefined();
    expect(verifyPlanToken("", { secret, now })).toBeUndefined();
    expect(verifyPlanToken(null, { secret, now })).toBeUndefined();
    expect(verifyPlanToken(`${token}.x`, { secret, now })).toBeUndefined();
  });
});

describe("the member's e-mails (docs/product.md §20.3, §20.5)", () => {
  const membership = {
    plan: "gold",
    price: 199,
    status: "renewing" as const,
    termStart: "2025-03-10",
    termEnd: "2026-03-10",
  };
  const portal = "https://example.com/user#your-plan";

  it("a renewal reminder has the date, the price and the portal; its subject no price", () => {
    const mail = composeReminder(
      "ann@example.com",
      membership,
      "renewal-30",
      portal,
    );
    expect(mail.to).toBe("ann@example.com");
    expect(mail.subject).toBe("Your Gold plan renews on Tue, Mar 10, 2026");
    expect(mail.text).toContain("Tue, Mar 10, 2026");
    expect(mail.text).toContain("$199");
    expect(mail.text).toContain(portal);
    expect(mail.html).toContain(`href="${portal}"`);
  });

  it("an ending reminder says the plan will end", () => {
    const mail = composeReminder(
      "ann@example.com",
      { ...membership, status: "ending" },
      "ending-30",
      portal,
    );
    expect(mail.subject).toBe("Your Gold plan ends on Tue, Mar 10, 2026");
    expect(mail.text).toContain("will not renew");
  });

  it("confirms auto-renewal off with the end date, and never a price in the subject", () => {
    const off = composeAutoRenewChange(
      "ann@example.com",
      { ...membership, status: "ending" },
      { portal, at: "Sun, Mar 1, 2026, 7:00 AM ET" },
    );
    expect(off.subject).toBe(
      "Auto-renewal is off: your Gold plan ends on Tue, Mar 10, 2026",
    );
    expect(off.text).toContain("Sun, Mar 1, 2026, 7:00 AM ET");
    const on = composeAutoRenewChange("ann@example.com", membership, {
      portal,
      at: "x",
    });
    expect(on.subject).not.toMatch(/\$/);
    expect(on.text).toContain("$199");
  });

  it("escapes what it puts in HTML", () => {
    const mail = composeReminder(
      "ann@example.com",
      membership,
      "renewal-7",
      'https://e.com/"><script>',
    );
    expect(mail.html).not.toContain("<script>");
  });
});

describe("the member's e-mails in the language they acted in (issue 60)", () => {
  const membership = {
    plan: "gold",
    price: 199,
    status: "renewing" as const,
    termStart: "2025-03-10",
    termEnd: "2026-03-10",
    language: "es" as const,
  };

  it("a Spanish renewal reminder names the plan, date and portal in Spanish", () => {
    const portal = portalUrl("https://example.com", "es");
    expect(portal).toBe("https://example.com/es/user#your-plan");
    const mail = composeReminder(
      "ana@example.com",
      membership,
      "renewal-30",
      portal,
    );
    expect(mail.subject).toBe("Su plan Oro se renueva el mar, 10 mar 2026");
    expect(mail.text).toContain(
      "Su plan Oro se renueva automáticamente el mar, 10 mar 2026 por otro año a $199.",
    );
    expect(mail.text).toContain(`Su plan: ${portal}`);
  });

  it("a Spanish auto-renewal change says when, in Spanish", () => {
    const mail = composeAutoRenewChange(
      "ana@example.com",
      { ...membership, status: "ending" },
      {
        portal: "https://example.com/es/user#your-plan",
        at: "dom, 1 mar 2026, 9:00 a. m. ET",
      },
    );
    expect(mail.subject).toBe(
      "La renovación automática está desactivada: su plan Oro termina el mar, 10 mar 2026",
    );
    expect(mail.text).toContain(
      "Desactivó la renovación automática el dom, 1 mar 2026, 9:00 a. m. ET.",
    );
  });
});
