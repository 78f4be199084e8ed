import { execFileSync } from "node:child_process";
import type { APIRequestContext } from "@playwright/test";
import { defaultEmulatorHost } from "@/lib/firebase/emulator.mjs";
import { sharedPorts } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { forgePost, serviceLine, freshAddress, mailWith } from "./requests";

const [firstOrigin, secondOrigin] = sharedPorts.map(
  (port) => `http://127.0.0.1:${port}`,
);

/** A fresh account on the Auth emulator, made staff by the project's own script. */
async function staffToken(request: APIRequestContext): Promise<string> {
  const email = `shared-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const response = await request.post(
    `http://${defaultEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any`,
    {
      data: {
        email,
        password: "correct horse battery",
        returnSecureToken: true,
      },
    },
  );
  expect(response.ok()).toBe(true);
  execFileSync("node", ["scripts/staff.mjs", "add", email]);
  return ((await response.json()) as { idToken: string }).idToken;
}

const [first, second] = sharedPorts.map(
  (port) => `http://127.0.0.1:${port}/contact-us`,
);

const fields: [string, string][] = [
  ["name", "Two Servers"],
  ["email", "shared@example.com"],
  ["message", "one database, two servers"],
];

test.describe("two servers on one PostgreSQL", () => {
  test("the request limit counts across both servers", async ({ request }) => {
    const headers = { "X-Forwarded-For": freshAddress() };
    for (const url of [first, second, first, second, first]) {
      for (let i = 0; i < 2; i++) {
        const { html } = await forgePost(request, url!, fields, headers);
        expect(html).toContain("Your reference is");
      }
    }
    const { html } = await forgePost(request, second!, fields, headers);
    expect(html).toContain(
      "Too many requests have come from your connection in the last 10 minutes",
    );
  });

  test("a request kept through one server is mailed to the company once", async ({
    request,
  }) => {
    const { html } = await forgePost(request, first!, fields, {
      "X-Forwarded-For": freshAddress(),
    });
    const reference = /MSG-[2-9A-HJ-NP-Z]{6}/.exec(html)![0];
    const mail = await mailWith(request, reference);
    expect(mail.subject).toBe(`Contact request ${reference} from Two Servers`);
  });

  test("a booking made through one server is on the other's desk, and its confirmation there shows through the first", async ({
    request,
  }) => {
    const { html } = await forgePost(
      request,
      `${firstOrigin}/checkout`,
      [
        ...serviceLine("computer-tuneup"),
        ["firstName", "Shared"],
        ["lastName", "Database"],
        ["phone", "(212) 555-0100"],
        ["email", "shared@example.com"],
        [
          "date",
          new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
        ],
        ["time", "morning"],
      ],
      { "X-Forwarded-For": freshAddress() },
    );
    const reference = /BP-[2-9A-HJ-NP-Z]{6}/.exec(html)![0];
    const auth = { Authorization: `Bearer ${await staffToken(request)}` };

    const desk = await request.get(`${secondOrigin}/staff/api/desk`, {
      headers: auth,
    });
    expect(desk.status()).toBe(200);
    const { awaiting } = (await desk.json()) as {
      awaiting: { reference: string; version: number }[];
    };
    const row = awaiting.find((b) => b.reference === reference);
    expect(row?.version).toBe(1);

    const confirmed = await request.post(
      `${secondOrigin}/staff/api/bookings/${reference}`,
      {
        headers: auth,
        data: {
          action: "confirm",
          expectedVersion: 1,
          date: new Date(Date.now() + 8 * 86_400_000)
            .toISOString()
            .slice(0, 10),
          time: "10:00",
        },
      },
    );
    expect(confirmed.status()).toBe(200);

    const seen = await request.get(
      `${firstOrigin}/staff/api/bookings/${reference}`,
      { headers: auth },
    );
    expect(seen.status()).toBe(200);
    expect(await seen.json()).toMatchObject({
      status: "confirmed",
      version: 2,
    });
  });
});
