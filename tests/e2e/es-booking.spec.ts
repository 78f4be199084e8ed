import { postgresPort, testMaildev } from "../../playwright.config";
import { publishAllDayTech, sql, withdrawTech } from "./bookings-db";
import { expect, seedCart, test, visit, watchConsole } from "./fixtures";
import { field, freshAddress, mailWith } from "./requests";

// The whole booking in Spanish (issue 60): from the Spanish cart to a
// Confirmed time, its mail and calendar file, the manage link, a move and a
// cancellation, on the server backed by the test PostgreSQL, where one Tech
// works every hour of every day at ZIP 10001 (as instant-booking.spec.ts).
const origin = `http://127.0.0.1:${postgresPort}`;
const suffix = `${Date.now()}`.slice(-6);
const tech = {
  uid: `e2e-es-${suffix}`,
  handle: `es-${suffix}`,
  displayName: `Sofía Reyes ${suffix}`,
};

test.beforeAll(() =>
  publishAllDayTech(tech, {
    headline: "Impresoras y redes",
    about: "Diez años de informática en casa.",
    languages: ["English", "Spanish"],
  }),
);

test.afterAll(() => withdrawTech(tech.uid));

test.use({ viewport: { width: 390, height: 844 } });

test("a Spanish reader books a time, gets the mail and calendar file in Spanish, then moves and cancels the booking in Spanish", async ({
  page,
  request,
}) => {
  test.slow();
  await page.setExtraHTTPHeaders({ "x-forwarded-for": freshAddress() });
  const problems = watchConsole(page);
  const email = `es-${suffix}@example.com`;
  await seedCart(page, ["printer-installation"]);

  // The cart stores slugs: its names are the page's language.
  await visit(page, `${origin}/es/cart`);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(
    "Su carrito",
  );
  // The Spanish service page where one exists (localePath), else the English.
  await expect(
    main.getByRole("link", { name: "Instalación de impresora" }),
  ).toHaveAttribute("href", /^(\/es)?\/services\/printer-installation$/);
  await main.getByRole("link", { name: "Finalizar la reserva" }).click();

  await page.waitForURL(/\/es\/checkout$/);
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await field(page, "Nombre").fill("Ana");
  await field(page, "Apellido").fill("García");
  await field(page, "Teléfono").fill("(212) 555-0100");
  await field(page, "Correo electrónico").fill(email);
  await field(page, "Dirección 1").fill("1 Main St");
  await field(page, "Ciudad").fill("New York");
  await field(page, "Estado").fill("NY");
  // A ZIP no Tech visits is refused in Spanish, with remote help offered.
  await field(page, "Código postal").fill("10999");
  await expect(page.locator("#checkout-zip-error")).toHaveText(
    "No hacemos visitas en el código postal 10999: ninguno de nuestros técnicos va allí.",
  );
  await expect(
    page.getByRole("heading", { name: "Ayuda remota en su lugar" }),
  ).toBeVisible();
  await field(page, "Código postal").fill("10001");
  await expect(
    page.getByText(/^La visita dura aproximadamente 1 hora y 30 minutos\./),
  ).toBeVisible();
  // The second day's first time: tomorrow, past the 2 hours' notice.
  await page
    .getByRole("group", { name: "Día" })
    .locator("label")
    .nth(1)
    .click();
  const first = page
    .getByRole("group", { name: /^Hora el / })
    .getByRole("radio")
    .first();
  const booked = (await first.getAttribute("aria-label"))!;
  expect(booked).toMatch(/ p\. m\. ET$| a\. m\. ET$/);
  await page
    .getByRole("group", { name: /^Hora el / })
    .locator("label")
    .first()
    .click();
  await page.getByRole("button", { name: "Enviar" }).click();

  await page.waitForURL(/\/es\/bookings\/confirmation#link=/);
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(
    "Su reserva",
  );
  await expect(
    main.getByRole("heading", { name: "Gracias, su reserva está confirmada" }),
  ).toBeVisible();
  await expect(main).toContainText(`Confirmada para el ${booked}`);
  const [row] = await sql<{ reference: string; language: string }>(
    `select reference, language from bookings where email = $1`,
    [email],
  );
  expect(row!.language).toBe("es");
  const reference = row!.reference;

  const mail = (await mailWith(
    request,
    `Reserva ${reference} confirmada para el`,
    email,
  )) as Awaited<ReturnType<typeof mailWith>> & {
    id: string;
    attachments?: { generatedFileName: string }[];
  };
  expect(mail.text).toContain("(hora de Nueva York)");
  const ics = await (
    await request.get(
      `${testMaildev.inbox}/email/${mail.id}/attachment/${mail.attachments![0]!.generatedFileName}`,
    )
  ).text();
  expect(ics).toMatch(/^PRODID:-\/\/.*\/\/Bookings\/\/ES\r?$/m);
  expect(ics).toMatch(/^SUMMARY:.*Instalación de impresora\r?$/m);
  // The mail's manage link opens the Spanish manage page, on this server.
  const link = /\/es\/bookings#link=[^\s"<>)]+/.exec(mail.text)![0];

  await visit(page, `${origin}${link}`);
  await expect(
    main.getByRole("heading", { name: `Reserva ${reference}` }),
  ).toBeVisible();
  await expect(main).toContainText("Reservada y confirmada por usted");
  await expect(main).toContainText("Instalación de impresora");
  await page.getByRole("button", { name: "Cambiar fecha u hora" }).click();
  const own = page.getByRole("group", {
    name: `Horarios con ${tech.displayName}`,
  });
  await own.locator("label").nth(2).click();
  await page.getByRole("button", { name: "Cambiar a este horario" }).click();
  await expect(main.getByRole("status").first()).toHaveText(
    "Su reserva cambió de hora y está confirmada. No se aplica ningún cargo.",
  );

  await page.getByRole("button", { name: "Cancelar reserva" }).click();
  // Free, or the late fee when the time is under 24 hours away.
  await expect(main).toContainText(
    /Cancelar ahora (no tiene cargo|cuesta \$25)\. /,
  );
  await page.getByRole("button", { name: "Sí, cancelar la reserva" }).click();
  await expect(main.getByRole("status").first()).toHaveText(
    /^Su reserva está cancelada\. (No se aplica ningún cargo\.|Se registró un cargo de \$25 en su reserva; no se cobra nada en línea\.)$/,
  );
  await expect(main).toContainText("Cancelada por usted");
  expect(problems).toEqual([]);
});
