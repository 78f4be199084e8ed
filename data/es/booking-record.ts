import type { BookingRecordCopy } from "@/data/copy/booking-record";

/** A booking's record in Spanish (docs/glossary-es.md). */
export const bookingRecordEs = {
  status: {
    requested: "Solicitada",
    confirmed: "Confirmada",
    completed: "Completada",
    no_show: "No se presentó",
    declined: "Rechazada",
    cancelled: "Cancelada",
  },
  happened: {
    request: "Reserva solicitada",
    book_slot: "Reservada y confirmada",
    "accept bid": "Reservada con una oferta aceptada",
    assign: "Técnico asignado",
    confirm: "Hora confirmada",
    decline: "Rechazada",
    complete: "Completada",
    no_show: "Marcada como ausente",
    cancel: "Cancelada",
    change: "Cambiada a una nueva fecha u hora preferida",
    reschedule: "Cambiada de hora",
    erase: "Datos personales borrados",
    remote_request: "Sesión remota solicitada",
    remote_no_computer:
      "Se pidió una sesión remota: no hay computadora registrada",
    remote_approve: "Sesión remota aprobada",
    remote_deny: "Sesión remota rechazada",
    remote_expire: "La solicitud de sesión remota venció",
    remote_start: "Sesión remota iniciada",
    remote_wrong_code: "Se escribió un código de sesión remota incorrecto",
    remote_lock_out:
      "La solicitud de sesión remota terminó tras 5 códigos incorrectos",
    remote_end: "Sesión remota terminada",
    remote_time_out: "Sesión remota terminada por tiempo",
    join_account: "Agregada a su cuenta",
  },
  changed: "Modificada",
  byYou: "por usted",
  automatically: "automáticamente",
  byUs: "por nosotros",
  fee: (amount: string) => `, cargo de ${amount}`,
  moveTaken:
    "Alguien acaba de tomar esa hora. Los horarios libres más cercanos aparecen primero abajo.",
  sameTime: (at: string) =>
    `Su reserva ya está el ${at}. Elija otra hora para cambiarla.`,
  fees: {
    notConfirmed: "Aún no está confirmada: sin cargo.",
    closed: "Esta reserva ya no se puede cambiar.",
    confirmedPassed: "La hora que habíamos confirmado ya pasó: llámenos.",
    started: "La cita ya empezó: llámenos.",
    start: (requested: boolean) =>
      requested ? "de la hora que habíamos confirmado" : "del inicio",
    freeBefore: (hours: number, start: string) =>
      `${hours} horas o más antes ${start}: sin cargo.`,
    lessThan: (hours: number, start: string) =>
      `Menos de ${hours} horas antes ${start}.`,
    fullPrice: (hours: number, start: string) =>
      `Menos de ${hours} horas antes ${start}: el precio completo.`,
    beforeVisit: (hours: number) =>
      `Menos de ${hours} horas antes de una visita a domicilio.`,
    noVisitFree: (hours: number, start: string) =>
      `Menos de ${hours} horas antes ${start}, sin visita a domicilio: sin cargo.`,
  },
} as const satisfies BookingRecordCopy;
