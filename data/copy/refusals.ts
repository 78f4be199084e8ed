import type { Locale } from "@/data/locale";

/**
 * The sentences the server answers a booking, a contact message or the manage
 * page with when it turns something away, in the request's language (issue
 * 60: every refusal is a sentence in the customer's language). The English is
 * what the site said before; dates are handed in already written.
 */
export type RefusalCopy = {
  readonly automated: string;
  readonly rateLimited: (minutes: number) => string;
  readonly emptyCart: string;
  readonly unreadableTime: string;
  /** A slot taken meanwhile: the time lost, and whether nearer ones are offered. */
  readonly taken: (lost: string, nearest: boolean) => string;
  /**
   * A field's check, written from the English the schema gives
   * (lib/requests/schema.ts), so a field's rule is kept in one place.
   */
  readonly field: (english: string) => string;
};

const en: RefusalCopy = {
  automated: "This request looks automated, so it was not sent.",
  rateLimited: (minutes) =>
    `Too many requests have come from your connection in the last ${minutes} minutes, so this one was not sent. Please try again later.`,
  emptyCart:
    "Your cart is empty, so there is nothing to book yet. Add a service first.",
  unreadableTime: "That time could not be read. Pick a time again.",
  taken: (lost, nearest) =>
    `The time you picked, ${lost}, was just taken by another booking. ${
      nearest
        ? "Pick one of the nearest free times below, or another day"
        : "Pick another day, or request a time window"
    }: everything else you typed is kept.`,
  field: (english) => english,
};

/** The forms' field labels, as the Spanish forms name them. */
const labels: Readonly<Record<string, string>> = {
  Name: "Nombre",
  "Contact number": "Número de contacto",
  "Email address": "Correo electrónico",
  Message: "Mensaje",
  "First Name": "Nombre",
  "Last Name": "Apellido",
  Phone: "Teléfono",
  Email: "Correo electrónico",
  "Address 1": "Dirección 1",
  "Address 2": "Dirección 2",
  City: "Ciudad",
  State: "Estado",
  Zip: "Código postal",
  Notes: "Notas",
  "Preferred date": "Fecha preferida",
};

const said = (label: string) => labels[label] ?? label;

/** The schema's sentences, as patterns, and their Spanish. */
const fieldSentences: readonly (readonly [
  RegExp,
  (...found: string[]) => string,
])[] = [
  [/^(.+) is required\.$/, (l) => `El campo ${said(l)} es obligatorio.`],
  [/^(.+) must be text\.$/, (l) => `El campo ${said(l)} debe ser texto.`],
  [
    /^(.+) can be at most (\d+) characters\.$/,
    (l, n) => `El campo ${said(l)} admite como máximo ${n} caracteres.`,
  ],
  [
    /^(.+) contains characters we cannot send\.$/,
    (l) => `El campo ${said(l)} tiene caracteres que no podemos enviar.`,
  ],
  [
    /^(.+) must be on one line\.$/,
    (l) => `El campo ${said(l)} debe ir en una sola línea.`,
  ],
  [
    /^Please enter an e-mail address like name@example\.com\.$/,
    () => "Escriba un correo electrónico como nombre@ejemplo.com.",
  ],
  [
    /^(.+) can hold digits, spaces and .+$/,
    (l) =>
      `El campo ${said(l)} admite solo dígitos, espacios y + ( ) - . , y una extensión como "ext. 22".`,
  ],
  [
    /^(.+) needs at least 7 digits\.$/,
    (l) => `El campo ${said(l)} necesita al menos 7 dígitos.`,
  ],
  [/^Please choose a preferred date\.$/, () => "Elija una fecha preferida."],
  [
    /^Please choose a date from today to (\d+) days ahead\.$/,
    (n) => `Elija una fecha entre hoy y dentro de ${n} días.`,
  ],
  [/^Please choose a preferred time\.$/, () => "Elija una hora preferida."],
  [
    /^A service must be named by its slug\.$/,
    () =>
      "Un servicio del carrito no se pudo leer. Vuelva a cargar el carrito e inténtelo de nuevo.",
  ],
  [
    /^The cart lists more services than we offer\..*$/,
    () =>
      "El carrito tiene más servicios de los que ofrecemos. Vuelva a cargar el carrito e inténtelo de nuevo.",
  ],
  [
    /^Enter your 5-digit ZIP code, such as 10001\.$/,
    () => "Escriba su código postal de 5 dígitos, como 10001.",
  ],
  [
    /^A ZIP code has 5 digits, such as 10001 or 10001-1234\.$/,
    () => "Un código postal tiene 5 dígitos, como 10001 o 10001-1234.",
  ],
];

const es: RefusalCopy = {
  automated: "Esta solicitud parece automática, así que no se envió.",
  rateLimited: (minutes) =>
    `Llegaron demasiadas solicitudes desde su conexión en los últimos ${minutes} minutos, así que esta no se envió. Inténtelo de nuevo más tarde.`,
  emptyCart:
    "Su carrito está vacío, así que todavía no hay nada que reservar. Agregue primero un servicio.",
  unreadableTime: "No pudimos leer esa hora. Elija una hora de nuevo.",
  taken: (lost, nearest) =>
    `El horario que eligió, ${lost}, acaba de tomarlo otra reserva. ${
      nearest
        ? "Elija uno de los horarios libres más cercanos que aparecen abajo, u otro día"
        : "Elija otro día, o solicite una franja horaria"
    }: todo lo demás que escribió se conserva.`,
  field: (english) => {
    for (const [pattern, write] of fieldSentences) {
      const found = pattern.exec(english);
      if (found) return write(...found.slice(1));
    }
    return english;
  },
};

export const refusalCopy: Readonly<Record<Locale, RefusalCopy>> = { en, es };

/** Every field's sentence in `locale`: the server's answer to an invalid form. */
export function fieldErrorsIn(
  errors: Readonly<Record<string, string>>,
  locale: Locale,
): Record<string, string> {
  const copy = refusalCopy[locale];
  return Object.fromEntries(
    Object.entries(errors).map(([field, sentence]) => [
      field,
      copy.field(sentence),
    ]),
  );
}
