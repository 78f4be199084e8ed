import { expect, test } from "./fixtures";

// Bodies the server cannot take get a 4xx and a sentence, never a 500.
test.describe("posts the server cannot take", () => {
  test("a 6.7 MB form post is refused with 413", async ({
    request,
    baseURL,
  }) => {
    const response = await request.post("/contact-us", {
      multipart: { message: "a".repeat(6_700_000) },
      headers: { Origin: baseURL! },
    });
    expect(response.status()).toBe(413);
    expect(await response.text()).toBe("Requests are limited to 1 MB.");
  });

  test("a Spanish page's refusals are in Spanish", async ({
    request,
    baseURL,
  }) => {
    const large = await request.post("/es/contact-us", {
      multipart: { message: "a".repeat(6_700_000) },
      headers: { Origin: baseURL! },
    });
    expect(large.status()).toBe(413);
    expect(await large.text()).toBe(
      "Las solicitudes tienen un límite de 1 MB.",
    );
    const truncated = await request.post("/es/contact-us", {
      data: '--XYZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nAda',
      headers: {
        Origin: baseURL!,
        "Content-Type": "multipart/form-data; boundary=XYZ",
      },
    });
    expect(truncated.status()).toBe(400);
    expect(await truncated.text()).toBe(
      "No pudimos leer el formulario: llegó incompleto o mal formado.",
    );
  });

  test("a truncated multipart body is refused with 400", async ({
    request,
    baseURL,
  }) => {
    const response = await request.post("/contact-us", {
      data: '--XYZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nAda',
      headers: {
        Origin: baseURL!,
        "Content-Type": "multipart/form-data; boundary=XYZ",
      },
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toBe(
      "The form could not be read: it arrived incomplete or malformed.",
    );
  });

  test("a post from another site is refused with 403 before its body is read", async ({
    request,
  }) => {
    const response = await request.post("/contact-us", {
      multipart: { message: "a".repeat(6_700_000) },
      headers: { Origin: "https://attacker.example" },
    });
    expect(response.status()).toBe(403);
  });
});
