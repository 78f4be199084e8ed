import * as v from "valibot";
import type { Locale } from "@/data/locale";
import { translator } from "@/lib/i18n/catalogue";
import {
  bookingSchema,
  contactSchema,
  fieldErrors,
} from "@/lib/requests/schema";

// The schema's own refusals, in the language the parse is asked for.
const bookingErrors = (raw: Record<string, string>, lang?: Locale) => {
  const parsed = v.safeParse(
    bookingSchema({ now: new Date("2026-11-29T12:00:00Z"), homeVisit: true }),
    raw,
    { lang },
  );
  if (parsed.success) throw new Error("expected a refusal");
  return fieldErrors(parsed.issues);
};

describe("refusals in the request's language", () => {
  test("the booking form's field checks read in Spanish", () => {
    const errors = bookingErrors(
      {
        firstName: "",
        lastName: "García",
        phone: "12",
        email: "ana",
        address1: "1 Main St",
        city: "New York",
        state: "NY",
        zip: "1234",
        date: "",
        time: "",
      },
      "es",
    );
    expect(errors).toMatchObject({
      firstName: "El campo Nombre es obligatorio.",
      phone: "El campo Teléfono necesita al menos 7 dígitos.",
      email: "Escriba un correo electrónico como nombre@ejemplo.com.",
      zip: "Un código postal tiene 5 dígitos, como 10001 o 10001-1234.",
      date: "El campo Fecha preferida es obligatorio.",
    });
  });

  test("the contact form's too-long message reads in Spanish", () => {
    const parsed = v.safeParse(
      contactSchema,
      {
        name: "Ana",
        phone: "",
        email: "ana@example.com",
        message: "a".repeat(10_000),
      },
      { lang: "es" },
    );
    if (parsed.success) throw new Error("expected a refusal");
    expect(fieldErrors(parsed.issues).message).toMatch(
      /^El campo Mensaje admite como máximo \d+ caracteres\.$/,
    );
  });

  test("English is what the schema says, unchanged", () => {
    const english = bookingErrors({ firstName: "" });
    expect(bookingErrors({ firstName: "" }, "en")).toEqual(english);
    expect(english.firstName).toBe("First Name is required.");
  });

  test("the booking's own refusals", () => {
    const es = translator("es", "refusals");
    expect(es("rateLimited", { minutes: 10 })).toBe(
      "Llegaron demasiadas solicitudes desde su conexión en los últimos 10 minutos, así que esta no se envió. Inténtelo de nuevo más tarde.",
    );
    expect(translator("es", "zip")("notVisited", { zip: "10301" })).toBe(
      "No hacemos visitas en el código postal 10301: ninguno de nuestros técnicos va allí.",
    );
    expect(
      es("taken", { lost: "sáb, 5 dic 2026, 4:30 p. m. ET", nearest: "yes" }),
    ).toBe(
      "El horario que eligió, sáb, 5 dic 2026, 4:30 p. m. ET, acaba de tomarlo otra reserva. Elija uno de los horarios libres más cercanos que aparecen abajo, u otro día: todo lo demás que escribió se conserva.",
    );
    expect(translator("en", "refusals")("emptyCart")).toBe(
      "Your cart is empty, so there is nothing to book yet. Add a service first.",
    );
  });
});
