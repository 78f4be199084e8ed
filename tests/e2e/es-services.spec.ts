import { postgresPort } from "../../playwright.config";
import { sql } from "./bookings-db";
import { expect, test, visit } from "./fixtures";

// Issue 60 on a phone: a Spanish service page's islands, then a message sent
// from /es/contact-us and kept as Spanish. The crawl of every /es page
// (espanol.spec.ts) checks the rest of their words.

// The server on PostgreSQL, whose database the test reads the message back from.
test.use({
  baseURL: `http://127.0.0.1:${postgresPort}`,
  viewport: { width: 390, height: 844 },
});

test("on a 390 px phone, in Spanish: a service page's ZIP check and cart, then a contact message kept in Spanish", async ({
  page,
}) => {
  // printer-installation is a home visit, so its page asks for the ZIP.
  await visit(page, "/es/services/printer-installation");
  await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Instalación de impresora",
  );
  await expect(page.getByText(/^El trabajo toma aproximadamente /)).toHaveText(
    /^El trabajo toma aproximadamente \d+ (hora|horas|minutos)( \d+ minutos)?\.$/,
  );

  const zip = page.getByLabel("Su código postal");
  await zip.fill("1234");
  await page.getByRole("button", { name: "Consultar" }).click();
  await expect(zip).toHaveAccessibleDescription(
    "Un código postal tiene 5 dígitos, como 10001 o 10001-1234.",
  );
  await expect(zip).toBeFocused();

  await page.getByRole("button", { name: "Agregar al carrito" }).click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await expect(page.getByRole("link", { name: "Ir al carrito" })).toBeFocused();

  await visit(page, "/es/contact-us");
  await page.getByLabel("Nombre").fill("Lucía Pérez");
  await page.getByLabel("Correo electrónico").fill("lucia@example.com");
  await page
    .getByLabel("¿En qué podemos ayudarle?")
    .fill("Mi impresora no imprime desde la laptop.");
  await page.getByRole("button", { name: "Enviar mensaje" }).click();
  const confirmation = page
    .getByRole("status")
    .filter({ hasText: "Su referencia es" });
  await expect(
    confirmation.getByRole("heading", {
      name: "Gracias, su mensaje va en camino",
    }),
  ).toBeVisible();
  await expect(confirmation).toContainText(
    /Su referencia es MSG-[2-9A-HJ-NP-Z]{6}\. Un técnico le responderá/,
  );
  const reference = /MSG-[2-9A-HJ-NP-Z]{6}/.exec(
    await confirmation.innerText(),
  )![0];
  const rows = await sql<{ language: string }>(
    "select language from messages where reference = $1",
    [reference],
  );
  expect(rows).toEqual([{ language: "es" }]);
});
