import type { Locale } from "@/data/locale";
import { formatUsd } from "@/data/money";

/**
 * The words of the mails a customer gets about a booking or a message, and of
 * their calendar file, in each language (docs/product.md §21.1, issue 60's
 * ruling 90). Dates, links and names are handed in already written, so the
 * sentences here only place them; HTML pieces are handed in escaped.
 */
export type CustomerMailCopy = {
  readonly hello: (firstName: string | null) => string;
  readonly rows: {
    readonly reference: string;
    readonly services: string;
    readonly total: string;
    readonly when: string;
    readonly address: string;
    readonly before: string;
    readonly now: string;
    readonly fee: string;
    readonly noFee: string;
  };
  readonly feeSettlement: (fee: number) => string;
  readonly closing: (name: string, phone: string, reference: string) => string;
  readonly bookAgain: {
    readonly text: (url: string) => string;
    readonly html: (link: string) => string;
  };
  readonly manage: {
    readonly text: (url: string, days: number) => string;
    readonly html: (url: string, days: number) => string;
  };
  readonly payment: { readonly bid: string; readonly fixed: string };
  readonly tech: {
    readonly text: (name: string, url: string) => string;
    readonly html: (link: string) => string;
  };
  readonly where: {
    readonly remote: string;
    readonly at: (address: string) => string;
    readonly unknown: string;
  };
  readonly received: {
    readonly subject: (ref: string) => string;
    readonly body: (ref: string) => string;
  };
  readonly confirmed: {
    readonly subject: (ref: string, at: string) => string;
    readonly body: (at: string) => string;
  };
  readonly moved: {
    readonly subject: (ref: string, from: string, to: string) => string;
    readonly body: (from: string, to: string) => string;
  };
  readonly changed: {
    readonly subject: (ref: string) => string;
    readonly body: string;
  };
  readonly cancelled: {
    readonly subject: (ref: string) => string;
    readonly byCustomer: (ref: string) => string;
    readonly byCompany: (
      ref: string,
      note: string | null | undefined,
    ) => string;
    readonly noFee: string;
    readonly calendar: string;
  };
  readonly declined: {
    readonly subject: (ref: string) => string;
    readonly body: (ref: string, reason: string) => string;
    readonly after: string;
  };
  readonly reminder: {
    readonly subject: (ref: string, at: string) => string;
    readonly body: (at: string) => string;
  };
  readonly acknowledgement: {
    readonly subject: (ref: string) => string;
    readonly hello: (name: string) => string;
    readonly body: (ref: string) => string;
    readonly notBooking: string;
  };
  /** Where a booking stands, as its mails and pages write it. */
  readonly when: {
    readonly confirmed: (time: string) => string;
    readonly requested: (time: string) => string;
    readonly cancelled: (hadStart: boolean, time: string) => string;
    readonly declined: (time: string) => string;
    readonly completed: (time: string) => string;
    readonly no_show: (time: string) => string;
  };
  readonly calendar: {
    readonly homeVisit: string;
    readonly remote: string;
    readonly description: (
      ref: string,
      titles: string,
      how: string,
      phone: string,
    ) => string;
  };
};

const en: CustomerMailCopy = {
  hello: (firstName) => (firstName ? `Hello ${firstName},` : "Hello,"),
  rows: {
    reference: "Reference",
    services: "Services",
    total: "Total",
    when: "When",
    address: "Address",
    before: "Before",
    now: "Now",
    fee: "Fee",
    noFee: "none",
  },
  feeSettlement: (fee) =>
    fee > 0
      ? `A fee of ${formatUsd(fee)} is recorded on your booking. Nothing is charged online: we will call you to settle it, and it is paid like a service, after the call, by the methods shown on our site.`
      : "No fee applies.",
  closing: (name, phone, reference) =>
    `Questions? Call ${name} at ${phone} and give your reference, ${reference}.`,
  bookAgain: {
    text: (url) => `To book again: ${url}`,
    html: (url) => `<a href="${url}">Book again</a> whenever you need us.`,
  },
  manage: {
    text: (url, days) =>
      `See, change or cancel your booking, with nothing to type: ${url}\n(The link works until ${days} days after your appointment.)`,
    html: (url, days) =>
      `<a href="${url}">See, change or cancel your booking</a>, with nothing to type. The link works until ${days} days after your appointment.`,
  },
  payment: {
    bid: "The price is the one in the bid you accepted. If the technician finds more than the bid covers, they tell you and quote before doing anything more. You pay after the service; nothing is paid on this site.",
    fixed:
      "The prices are the fixed prices of the services you booked. If the technician finds more than a service covers, they tell you and quote before doing anything more. You pay after the service; nothing is paid on this site.",
  },
  tech: {
    text: (name, url) => `Your technician is ${name}: ${url}`,
    html: (link) => `Your technician is ${link}.`,
  },
  where: {
    remote:
      "The technician calls you, or starts a remote session only once you approve it.",
    at: (address) =>
      `The technician comes to ${address}. If that is not right, call us before the appointment.`,
    unknown: "The technician comes to you; call us to give the address.",
  },
  received: {
    subject: (ref) =>
      `Booking ${ref} received: we will call you to confirm the time`,
    body: (ref) =>
      `Thank you: we have your booking request ${ref}. We will call you to confirm the time. Until then you can change or cancel it free of charge.`,
  },
  confirmed: {
    subject: (ref, at) => `Booking ${ref} confirmed for ${at}`,
    body: (at) =>
      `Your appointment is confirmed for ${at} (New York time). The calendar file attached adds it to your calendar.`,
  },
  moved: {
    subject: (ref, from, to) => `Booking ${ref} moved from ${from} to ${to}`,
    body: (from, to) =>
      `Your appointment is moved from ${from} to ${to} (New York time), and the new time is confirmed. It is the same booking, not a second one: the calendar file attached moves it in your calendar.`,
  },
  changed: {
    subject: (ref) => `Booking ${ref} changed: your new preferred time is sent`,
    body: "We have your new preferred date and time, and will call you to confirm them.",
  },
  cancelled: {
    subject: (ref) => `Booking ${ref} cancelled`,
    byCustomer: (ref) => `Your booking ${ref} is cancelled, as you asked.`,
    byCompany: (ref, note) =>
      `We have cancelled your booking ${ref}.${note ? ` Our reason: ${note}` : ""}`,
    noFee: "We cancelled it, so no fee applies.",
    calendar:
      "The calendar file attached removes the appointment from your calendar.",
  },
  declined: {
    subject: (ref) => `Booking ${ref} declined`,
    body: (ref, reason) =>
      `We are sorry: we cannot take your booking ${ref}. Our reason: ${reason}`,
    after:
      "Nothing was charged. Call us and we will help you find another way.",
  },
  reminder: {
    subject: (ref, at) => `Reminder: booking ${ref} is on ${at}`,
    body: (at) => `A reminder: your appointment is on ${at} (New York time).`,
  },
  acknowledgement: {
    subject: (ref) => `Message ${ref} received: we will reply`,
    hello: (name) => `Hello ${name},`,
    body: (ref) =>
      `Thank you: we have your message ${ref} and will reply by phone or e-mail.`,
    notBooking:
      "This reference is for your message. It is not a booking reference, so the Manage a booking page does not find it.",
  },
  when: {
    confirmed: (time) => `Confirmed for ${time}`,
    requested: (time) => `Preferred: ${time}`,
    cancelled: (hadStart, time) =>
      `Cancelled; it was ${hadStart ? "confirmed" : "requested"} for ${time}`,
    declined: (time) => `Declined; it was requested for ${time}`,
    completed: (time) => `Completed; it was confirmed for ${time}`,
    no_show: (time) => `No-show; it was confirmed for ${time}`,
  },
  calendar: {
    homeVisit: "A home visit.",
    remote: "By phone or a remote session.",
    description: (ref, titles, how, phone) =>
      `Booking ${ref}: ${titles}. ${how} Questions or changes: call ${phone}.`,
  },
};

const es: CustomerMailCopy = {
  hello: (firstName) => (firstName ? `Hola, ${firstName}:` : "Hola:"),
  rows: {
    reference: "Referencia",
    services: "Servicios",
    total: "Total",
    when: "Cuándo",
    address: "Dirección",
    before: "Antes",
    now: "Ahora",
    fee: "Cargo",
    noFee: "ninguno",
  },
  feeSettlement: (fee) =>
    fee > 0
      ? `Se registró un cargo de ${formatUsd(fee)} en su reserva. No se cobra nada en línea: le llamaremos para saldarlo, y se paga como un servicio, después de la llamada, con los medios de pago que indica nuestro sitio.`
      : "No se aplica ningún cargo.",
  closing: (name, phone, reference) =>
    `¿Tiene preguntas? Llame a ${name} al ${phone} y díganos su referencia, ${reference}.`,
  bookAgain: {
    text: (url) => `Para reservar de nuevo: ${url}`,
    html: (url) => `<a href="${url}">Reserve de nuevo</a> cuando nos necesite.`,
  },
  manage: {
    text: (url, days) =>
      `Vea, cambie o cancele su reserva, sin escribir nada: ${url}\n(El enlace funciona hasta ${days} días después de su cita).`,
    html: (url, days) =>
      `<a href="${url}">Vea, cambie o cancele su reserva</a>, sin escribir nada. El enlace funciona hasta ${days} días después de su cita.`,
  },
  payment: {
    bid: "El precio es el de la oferta que usted aceptó. Si el técnico encuentra más de lo que cubre la oferta, se lo dice y le da un presupuesto antes de hacer nada más. Usted paga después del servicio; en este sitio no se paga nada.",
    fixed:
      "Los precios son los precios fijos de los servicios que reservó. Si el técnico encuentra más de lo que cubre un servicio, se lo dice y le da un presupuesto antes de hacer nada más. Usted paga después del servicio; en este sitio no se paga nada.",
  },
  tech: {
    text: (name, url) => `Su técnico es ${name}: ${url}`,
    html: (link) => `Su técnico es ${link}.`,
  },
  where: {
    remote:
      "El técnico le llama, o inicia una sesión remota solo cuando usted la aprueba.",
    at: (address) =>
      `El técnico va a ${address}. Si no es correcto, llámenos antes de la cita.`,
    unknown: "El técnico va a su domicilio; llámenos para darnos la dirección.",
  },
  received: {
    subject: (ref) =>
      `Recibimos la reserva ${ref}: le llamaremos para confirmar la hora`,
    body: (ref) =>
      `Gracias: recibimos su solicitud de reserva ${ref}. Le llamaremos para confirmar la hora. Hasta entonces puede cambiarla o cancelarla sin cargo.`,
  },
  confirmed: {
    subject: (ref, at) => `Reserva ${ref} confirmada para el ${at}`,
    body: (at) =>
      `Su cita está confirmada para el ${at} (hora de Nueva York). El archivo de calendario adjunto la agrega a su calendario.`,
  },
  moved: {
    subject: (ref, from, to) => `Reserva ${ref} cambiada del ${from} al ${to}`,
    body: (from, to) =>
      `Su cita cambió del ${from} al ${to} (hora de Nueva York), y la nueva hora está confirmada. Es la misma reserva, no una segunda: el archivo de calendario adjunto la cambia en su calendario.`,
  },
  changed: {
    subject: (ref) =>
      `Reserva ${ref} cambiada: enviamos su nueva fecha y hora preferidas`,
    body: "Recibimos su nueva fecha y hora preferidas, y le llamaremos para confirmarlas.",
  },
  cancelled: {
    subject: (ref) => `Reserva ${ref} cancelada`,
    byCustomer: (ref) => `Su reserva ${ref} está cancelada, como nos pidió.`,
    byCompany: (ref, note) =>
      `Cancelamos su reserva ${ref}.${note ? ` Nuestro motivo: ${note}` : ""}`,
    noFee: "La cancelamos nosotros, así que no se aplica ningún cargo.",
    calendar:
      "El archivo de calendario adjunto quita la cita de su calendario.",
  },
  declined: {
    subject: (ref) => `Reserva ${ref} rechazada`,
    body: (ref, reason) =>
      `Lo sentimos: no podemos aceptar su reserva ${ref}. Nuestro motivo: ${reason}`,
    after:
      "No se cobró nada. Llámenos y le ayudamos a encontrar otra solución.",
  },
  reminder: {
    subject: (ref, at) => `Recordatorio: la reserva ${ref} es el ${at}`,
    body: (at) => `Le recordamos que su cita es el ${at} (hora de Nueva York).`,
  },
  acknowledgement: {
    subject: (ref) => `Recibimos el mensaje ${ref}: le responderemos`,
    hello: (name) => `Hola, ${name}:`,
    body: (ref) =>
      `Gracias: recibimos su mensaje ${ref} y le responderemos por teléfono o por correo electrónico.`,
    notBooking:
      "Esta referencia es de su mensaje. No es una referencia de reserva, así que la página Administrar una reserva no la encuentra.",
  },
  when: {
    confirmed: (time) => `Confirmada para el ${time}`,
    requested: (time) => `Preferida: ${time}`,
    cancelled: (hadStart, time) =>
      `Cancelada; estaba ${hadStart ? "confirmada" : "solicitada"} para el ${time}`,
    declined: (time) => `Rechazada; estaba solicitada para el ${time}`,
    completed: (time) => `Completada; estaba confirmada para el ${time}`,
    no_show: (time) =>
      `El cliente no se presentó; estaba confirmada para el ${time}`,
  },
  calendar: {
    homeVisit: "Una visita a domicilio.",
    remote: "Por teléfono o en una sesión remota.",
    description: (ref, titles, how, phone) =>
      `Reserva ${ref}: ${titles}. ${how} Preguntas o cambios: llame al ${phone}.`,
  },
};

export const customerMailCopy: Readonly<Record<Locale, CustomerMailCopy>> = {
  en,
  es,
};
