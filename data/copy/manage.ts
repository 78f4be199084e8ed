import type { Locale } from "@/data/locale";
import { formatUsd } from "@/data/money";

/**
 * What the manage page's server answers (docs/product.md §13), in the
 * request's language (issue 60): refusals, and the notice after a change.
 */
export type ManageCopy = {
  readonly noMatch: string;
  readonly unavailable: string;
  readonly expired: string;
  readonly messageNotBooking: string;
  readonly linkRefused: string;
  readonly changedMeanwhile: string;
  readonly rateLimited: (minutes: number) => string;
  readonly enterReference: string;
  readonly enterEmail: string;
  readonly pickOffered: string;
  readonly feeChanged: (fee: number) => string;
  readonly moved: string;
  readonly cancelled: string;
  readonly changed: string;
  readonly recorded: (fee: number) => string;
};

const en: ManageCopy = {
  noMatch:
    "We found no booking with that reference and e-mail address. Please check both and try again.",
  unavailable:
    "Your booking cannot be reached just now. Please try again in a few minutes.",
  expired:
    "For your security, the page you had open has expired. Please find your booking again.",
  messageNotBooking:
    "That is the reference of a message sent from our contact form (they start with MSG), not of a booking. We answer messages by phone or e-mail; a booking's reference starts with BP.",
  linkRefused:
    "This link has expired or is not one of ours. Please find your booking with its reference and e-mail address.",
  changedMeanwhile:
    "Your booking changed since you opened this page, so nothing was done. This is how it stands now.",
  rateLimited: (minutes) =>
    `Too many attempts have come from your connection in the last ${minutes} minutes. Please try again later.`,
  enterReference: "Please enter the reference from your confirmation.",
  enterEmail: "Please enter the e-mail address you booked with.",
  pickOffered: "Pick one of the times offered.",
  feeChanged: (fee) =>
    `The fee has changed since you opened this step: it is now ${formatUsd(fee)}. Please confirm again.`,
  moved: "Your booking is moved and confirmed",
  cancelled: "Your booking is cancelled",
  changed:
    "Your new preferred date and time are sent; we will call you to confirm them",
  recorded: (fee) =>
    fee > 0
      ? `A fee of ${formatUsd(fee)} is recorded on your booking; nothing is charged online.`
      : "No fee applies.",
};

const es: ManageCopy = {
  noMatch:
    "No encontramos ninguna reserva con esa referencia y ese correo electrónico. Revise los dos e inténtelo de nuevo.",
  unavailable:
    "No podemos abrir su reserva en este momento. Inténtelo de nuevo en unos minutos.",
  expired:
    "Por su seguridad, la página que tenía abierta venció. Busque su reserva de nuevo.",
  messageNotBooking:
    "Esa es la referencia de un mensaje enviado desde nuestro formulario de contacto (empiezan con MSG), no de una reserva. Respondemos los mensajes por teléfono o por correo electrónico; la referencia de una reserva empieza con BP.",
  linkRefused:
    "Este enlace venció o no es nuestro. Busque su reserva con su referencia y su correo electrónico.",
  changedMeanwhile:
    "Su reserva cambió desde que abrió esta página, así que no se hizo nada. Así está ahora.",
  rateLimited: (minutes) =>
    `Llegaron demasiados intentos desde su conexión en los últimos ${minutes} minutos. Inténtelo de nuevo más tarde.`,
  enterReference: "Escriba la referencia que aparece en su confirmación.",
  enterEmail: "Escriba el correo electrónico con el que hizo la reserva.",
  pickOffered: "Elija uno de los horarios ofrecidos.",
  feeChanged: (fee) =>
    `El cargo cambió desde que abrió este paso: ahora es de ${formatUsd(fee)}. Confirme de nuevo.`,
  moved: "Su reserva cambió de hora y está confirmada",
  cancelled: "Su reserva está cancelada",
  changed:
    "Enviamos su nueva fecha y hora preferidas; le llamaremos para confirmarlas",
  recorded: (fee) =>
    fee > 0
      ? `Se registró un cargo de ${formatUsd(fee)} en su reserva; no se cobra nada en línea.`
      : "No se aplica ningún cargo.",
};

export const manageCopy: Readonly<Record<Locale, ManageCopy>> = { en, es };
