import * as v from "valibot";
import {
  bookingSchema,
  contactSchemaIn,
  fieldErrors,
  preferredSchema,
  servicesSchemaIn,
} from "@/lib/requests/schema";

const now = new Date("2026-11-29T12:00:00Z");

/** The first problem of each field, as a Spanish form is answered. */
function errors(schema: Parameters<typeof v.safeParse>[0], raw: unknown) {
  const parsed = v.safeParse(schema, raw);
  if (parsed.success) throw new Error("expected a refusal");
  return fieldErrors(parsed.issues);
}

// The schema's checks, written in the request's language from the
// catalogue's fieldChecks (not translated afterwards).
describe("the field checks in Spanish", () => {
  test("the booking form's", () => {
    expect(
      errors(bookingSchema({ now, homeVisit: true, locale: "es" }), {
        firstName: "",
        lastName: "a\nb",
        phone: "12",
        email: "ana",
        zip: "1234",
        date: "2027-03-01",
        time: "noon",
      }),
    ).toEqual({
      firstName: "El campo Nombre es obligatorio.",
      lastName: "El campo Apellido debe ir en una sola línea.",
      phone: "El campo Teléfono necesita al menos 7 dígitos.",
      email: "Escriba un correo electrónico como nombre@ejemplo.com.",
      address1: "El campo Dirección 1 es obligatorio.",
      city: "El campo Ciudad es obligatorio.",
      state: "El campo Estado es obligatorio.",
      zip: "Un código postal tiene 5 dígitos, como 10001 o 10001-1234.",
      date: "Elija una fecha entre hoy y dentro de 60 días.",
      time: "Elija una hora preferida.",
    });
  });

  test("the contact form's", () => {
    expect(
      errors(contactSchemaIn("es"), {
        name: "Ana",
        phone: "abc",
        email: "ana@example.com",
        message: "a".repeat(5001),
      }),
    ).toEqual({
      phone:
        'El campo Número de contacto admite solo dígitos, espacios y + ( ) - . , y una extensión como "ext. 22".',
      message: "El campo Mensaje admite como máximo 5000 caracteres.",
    });
  });

  test("a move's date, and a forged service list", () => {
    expect(
      errors(preferredSchema(now, "es"), { date: "x", time: "morning" }),
    ).toEqual({ date: "Elija una fecha preferida." });
    const forged = v.safeParse(servicesSchemaIn("es"), Array(500).fill("x"));
    expect(forged.issues?.[0].message).toBe(
      "El carrito tiene más servicios de los que ofrecemos. Vuelva a cargar el carrito e inténtelo de nuevo.",
    );
  });
});
