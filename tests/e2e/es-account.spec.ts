import { signReviewLink } from "@/lib/reviews/link";
import { freshEmail } from "./accounts";
import { bookingRow, confirmIn, seedBooking, sql } from "./bookings-db";
import { expect, test, visit } from "./fixtures";
import { origin } from "./problem-accounts";

// The account and the review form in Spanish (issue 60), on a 390 px phone,
// against the server backed by the test PostgreSQL.
test.use({ baseURL: origin, viewport: { width: 390, height: 844 } });
// A refused sign-up and an empty review are logged by the browser by design;
// each test checks the sentence the customer reads instead.
test.use({ failOnConsoleError: false });

test("sign up in Spanish: a weak password refused in Spanish, then the signed-in account in Spanish", async ({
  page,
}) => {
  const email = freshEmail("es");
  await visit(page, "/es/user");
  await expect(
    page.getByRole("heading", { level: 1, name: "Iniciar sesión" }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Crear cuenta", exact: true }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Crear una cuenta" }),
  ).toBeFocused();
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña", { exact: true }).fill("abc");
  await page.getByLabel("Repita la contraseña").fill("abc");
  await page.getByRole("checkbox", { name: /18 años o más/ }).check();
  await page.getByRole("button", { name: "Crear la cuenta" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "demasiado débil" }),
  ).toHaveText("Esa contraseña es demasiado débil. Use al menos 6 caracteres.");

  await page.getByLabel("Contraseña", { exact: true }).fill("caballo correcto");
  await page.getByLabel("Repita la contraseña").fill("caballo correcto");
  await page.getByRole("button", { name: "Crear la cuenta" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Su cuenta" }),
  ).toBeVisible();
  const main = page.getByRole("main");
  await expect(main).toContainText(`Sesión iniciada como ${email}`);
  await expect(
    page.getByRole("heading", { name: "Verifique su correo electrónico" }),
  ).toBeVisible();
  await expect(main).toContainText(
    "Todavía no tiene reservas. Las reservas que haga con la sesión iniciada aparecen aquí",
  );
  await expect(
    page.getByRole("heading", { name: "Sesiones remotas" }),
  ).toBeVisible();
  await expect(
    page.getByRole("button", { name: "Eliminar mi cuenta" }),
  ).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
});

test("a review link in Spanish: a forged link refused, then the form sent empty and refused in Spanish, then the thanks", async ({
  page,
}) => {
  await visit(page, "/es/reviews/not-a-real-link");
  await expect(
    page.getByRole("heading", { level: 1, name: "¿Cómo le fue?" }),
  ).toBeVisible();
  await expect(page.locator('[data-refusal="bad-link"]')).toContainText(
    "Este enlace para la reseña no es válido",
  );

  // A Completed booking, and its link signed as the invitation signs it
  // (the page above has made the server's key).
  const booking = await seedBooking();
  await confirmIn(booking.reference, -3 * 60 * 60_000);
  const [completed] = await sql<{ completed_at: Date }>(
    `update bookings set status = 'completed', completed_at = now(), version = version + 1
     where reference = $1 returning completed_at`,
    [booking.reference],
  );
  const [secret] = await sql<{ value: string }>(
    `select value from server_secrets where name = 'booking-access'`,
  );
  const token = signReviewLink(
    { reference: booking.reference, completedAt: completed!.completed_at },
    secret!.value,
  );
  expect((await bookingRow(booking.reference))!.status).toBe("completed");

  await visit(page, `/es/reviews/${token}`);
  await expect(page.getByText(booking.reference)).toBeVisible();
  await page.getByRole("button", { name: "Enviar su reseña" }).click();
  const summary = page.locator("[data-error-summary]");
  await expect(summary).toBeFocused();
  await expect(summary).toContainText("Elija de 1 a 5 estrellas.");
  await expect(
    summary.getByRole("link", { name: "Su calificación" }),
  ).toBeVisible();

  await page.getByRole("radio", { name: "4 estrellas" }).check();
  await page
    .getByLabel(/^Su reseña/)
    .fill("Muy amable, y la impresora funciona.");
  await page.getByRole("button", { name: "Enviar su reseña" }).click();
  await expect(
    page.getByRole("heading", { name: "Gracias por su reseña" }),
  ).toBeFocused();
  await expect(page.getByText("Puede cambiarla una vez.")).toBeVisible();
});
