import type { CheckoutCopy } from "@/data/copy/checkout";

/** The cart and the checkout in Spanish (docs/glossary-es.md). */
export const checkoutEs = {
  remove: "Quitar",
  removeLine: (title: string) => `Quitar ${title}`,
  cartTotal: "Total del carrito",
  total: "Importe total:",
  checkout: "Finalizar la reserva",
  clearCart: "Vaciar carrito",
  shareCart: "Compartir este carrito",
  cartLink: "Enlace del carrito",
  emptyCart: "Su carrito está vacío.",
  emptyCartHint: "Haga clic en el botón de abajo para agregar un servicio.",
  addAService: "Agregar un servicio",
  addServiceLink: "Agregar un servicio",
  services: (count: number) =>
    `${count} ${count === 1 ? "servicio" : "servicios"}`,
  paymentMethods:
    "Formas de pago aceptadas: tarjetas de crédito, de débito y bancarias",
  sharedNone:
    "Ese enlace de carrito no nombra ninguno de nuestros servicios, así que su carrito no cambió.",
  sharedAdded: "Los servicios compartidos están en su carrito.",
  cartUnchanged: "Su carrito no cambió.",
  sharedHeading: "¿Agregar estos servicios a su carrito?",
  sharedBy: "Alguien compartió esta lista con usted.",
  alreadyInCart: " (ya está en su carrito)",
  addToCart: "Agregar al carrito",
  noThanks: "No, gracias",
  fields: {
    firstName: "Nombre",
    lastName: "Apellido",
    phone: "Teléfono",
    email: "Correo electrónico",
    address1: "Dirección 1",
    address2: "Dirección 2",
    city: "Ciudad",
    state: "Estado",
    zip: "Código postal",
    notes: "Notas",
    date: "Fecha preferida",
  },
  remoteCart:
    "Todo lo que hay en su carrito se hace por teléfono o en una sesión remota que usted aprueba, esté donde esté. Nadie va a su casa, así que no necesitamos su dirección: su técnico lo llama al teléfono que indicó arriba.",
  visitCart:
    "Un servicio de su carrito incluye una visita a domicilio, así que necesitamos su dirección.",
  addressOptional:
    "Ningún servicio de su carrito necesita visita a domicilio, así que la dirección es opcional.",
  yourAddress: "Su dirección",
  notesHint: (max: number) =>
    `Todo lo que debamos saber, hasta ${max.toLocaleString("es-US")} caracteres.`,
  submit: "Enviar",
  payAfter: "En este sitio no se paga nada: usted paga después del servicio.",
  noVisitAt: (zip: string) =>
    `No se puede reservar una visita a domicilio en el código postal ${zip}.`,
  slotConfirmed: "La hora que elija queda confirmada de inmediato.",
  weCall: "Lo llamamos para confirmar la hora.",
  pickOrWindow:
    "Elija un día y una hora, o pida una franja horaria en su lugar.",
  whenCall: "¿Cuándo lo llamamos?",
  whenCome: "¿Cuándo vamos?",
  modeSlot: "Elegir una hora ahora: queda confirmada de inmediato",
  modeWindow: "Pedir una franja horaria: lo llamamos para acordar la hora",
  unservedWhen: (zip: string) =>
    `No se puede reservar una visita a domicilio en el código postal ${zip}: elija ayuda remota arriba o corrija el código postal.`,
  looking: "Buscando horarios libres…",
  dateHint: (days: number) =>
    `Desde hoy hasta dentro de ${days} días; confirmamos la hora exacta por teléfono.`,
  takes: (remote: boolean, duration: string) =>
    `La ${remote ? "sesión" : "visita"} dura aproximadamente ${duration}. Elija un día y luego una hora: queda confirmada de inmediato.`,
  duration: (minutes: number) => {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    return [
      hours > 0 && `${hours} ${hours === 1 ? "hora" : "horas"}`,
      rest > 0 && `${rest} ${rest === 1 ? "minuto" : "minutos"}`,
    ]
      .filter(Boolean)
      .join(" y ");
  },
  day: "Día",
  timeOn: (day: string) => `Hora el ${day}`,
  zipNeeded:
    "Escriba arriba su código postal de 5 dígitos y le mostramos las horas en que un técnico puede ir.",
  noneOnline:
    "Por ahora no se puede reservar ninguna hora en línea para su carrito. Pida una franja horaria y lo llamamos para acordarla.",
  slotsUnavailable:
    "Los horarios libres no se pueden cargar en este momento. Pida una franja horaria y lo llamamos para acordarla.",
  nearestTimes: "Horarios libres más cercanos",
  youPicked: (time: string) => `Eligió ${time}. Pulse Enviar para reservarla.`,
  remoteInstead: "Ayuda remota en su lugar",
  remoteInsteadIntro: (zip: string) =>
    `No se puede reservar una visita a domicilio en el código postal ${zip}. Estos servicios se hacen por teléfono o en una sesión remota que usted aprueba, esté donde esté:`,
  insteadOf: (title: string) => `En lugar de ${title}`,
  bookInstead: (option: string, price: string, visit: string) =>
    `Reservar ${option} (${price}) en lugar de ${visit}`,
  orCall: "O llámenos al",
  orCallAfter:
    ": le decimos qué se puede hacer por teléfono. Si el código postal está mal, corríjalo arriba.",
  needsJavaScript:
    "Para reservar en línea se necesita JavaScript, porque su carrito se guarda en su navegador. Active JavaScript o llámenos al",
  toBook: (hours: string) => `para reservar, ${hours}.`,
} as const satisfies CheckoutCopy;
