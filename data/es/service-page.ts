import type { ServicePageCopy } from "@/data/copy/service-page";
import { shareSaidEs } from "@/data/es/share";

/** A service page's fixed words in Spanish (docs/glossary-es.md). */
export const servicePageEs = {
  coverAlt: (title: string) => `Ilustración de ${title}`,
  startsAt: "DESDE SOLO",
  previewAlt: (title: string, price: string) => `${title}, desde solo ${price}`,
  takesAbout: (duration: string) =>
    `El trabajo toma aproximadamente ${duration}.`,
  about: "Sobre este servicio",
  includes: "El servicio incluye",
  faq: "Preguntas frecuentes",
  remoteAnywhere: "La ayuda remota funciona en cualquier lugar:",
  remoteAnywhereRest:
    "este servicio se hace por teléfono o en una sesión remota que usted aprueba, esté donde esté.",
  share: {
    label: "Compartir este servicio",
    fieldLabel: "Enlace del servicio",
    ...shareSaidEs,
  },
  cart: {
    goToCart: "Ir al carrito",
    remove: "Quitar del carrito",
    add: "Agregar al carrito",
    book: "RESERVAR AHORA",
  },
  zip: {
    title: "¿Vamos a su domicilio?",
    label: "Su código postal",
    check: "Consultar",
    checking: "Consultando…",
    slots: (zip: string, first: string) =>
      `Sí, vamos al código postal ${zip}. El primer horario libre es ${first}; elija el suyo al finalizar la reserva.`,
    none: (zip: string) =>
      `Vamos al código postal ${zip}, pero no hay horarios libres en los próximos 30 días: solicite una franja horaria al finalizar la reserva y le llamamos.`,
    notVisited: (zip: string) =>
      `No hacemos visitas en el código postal ${zip}: ninguno de nuestros técnicos va allí.`,
    callToHear: "Llámenos al",
    callToHearEnd: ": le decimos qué se puede hacer por teléfono.",
    remoteWorks: "La ayuda remota funciona esté donde esté:",
    and: " y ",
    remoteDone: (count: number) =>
      `${count === 1 ? "se hace" : "se hacen"} por teléfono o en una sesión remota que usted aprueba. O llámenos al`,
    unavailable:
      "No podemos consultar en este momento. Inténtelo de nuevo en un minuto.",
    empty: "Escriba su código postal de 5 dígitos, como 10001.",
    malformed: "Un código postal tiene 5 dígitos, como 10001 o 10001-1234.",
  },
  techs: {
    heading: (title: string) => `Técnicos de ${title}`,
    every: (title: string) => `Todos los técnicos de ${title}`,
  },
} as const satisfies ServicePageCopy;
