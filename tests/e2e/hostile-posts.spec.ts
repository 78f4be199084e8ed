import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";

/** A form post over the 1 MB limit, from the site's own origin or another. */
const oversized = (request: APIRequestContext, path: string, origin: string) =>
  request.post(path, {
    multipart: { message: "a".repeat(6_700_000) },
    headers: { Origin: origin },
  });

/** A multipart body cut off before its closing boundary. */
const truncated = (request: APIRequestContext, path: string, origin: string) =>
  request.post(path, {
    data: '--XYZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nAda',
    headers: {
      Origin: origin,
      "Content-Type": "multipart/form-data; boundary=XYZ",
    },
  });

// Bodies the server cannot take get a 4xx and a sentence, never a 500.
test.describe("posts the server cannot take", () => {
  test("a 6.7 MB form post is refused with 413", async ({
    request,
    baseURL,
  }) => {
    const response = await oversized(request, "/contact-us", baseURL!);
    expect(response.status()).toBe(413);
    expect(await response.text()).toBe("Requests are limited to 1 MB.");
  });

  test("a Spanish page's refusals are in Spanish", async ({
    request,
    baseURL,
  }) => {
    const large = await oversized(request, "/es/contact-us", baseURL!);
    expect(large.status()).toBe(413);
    expect(await large.text()).toBe(
      "Las solicitudes tienen un límite de 1 MB.",
    );
    const cut = await truncated(request, "/es/contact-us", baseURL!);
    expect(cut.status()).toBe(400);
    expect(await cut.text()).toBe(
      "No pudimos leer el formulario: llegó incompleto o mal formado.",
    );
  });

  test("a truncated multipart body is refused with 400", async ({
    request,
    baseURL,
  }) => {
    const response = await truncated(request, "/contact-us", baseURL!);
    expect(response.status()).toBe(400);
    expect(await response.text()).toBe(
      "The form could not be read: it arrived incomplete or malformed.",
    );
  });

  test("a post from another site is refused with 403 before its body is read", async ({
    request,
  }) => {
    const response = await oversized(
      request,
      "/contact-us",
      "https://attacker.example",
    );
    expect(response.status()).toBe(403);
  });
});
