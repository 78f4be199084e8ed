import type {
  AccountReviewsCopy,
  ReviewFormCopy,
} from "@/data/copy/review-form";
import { reviewLimits } from "@/data/reviews";

const days = reviewLimits.writeWithinDays;

/** The review page and form in Spanish (docs/glossary-es.md). */
export const reviewFormEs = {
  title: "Califique su reserva",
  heading: "¿Cómo le fue?",
  unavailable:
    "No se pueden escribir reseñas en este momento. Intente de nuevo en un minuto, por favor.",
  booking: "Reserva",
  services: "Servicios",
  technician: "Técnico",
  completed: "Completada",
  needsJavaScript:
    "Para escribir una reseña se necesita JavaScript. Actívelo y vuelva a cargar esta página, o llámenos al",
  tellUs: "y cuéntenos cómo le fue.",
  rating: "Su calificación",
  star: (n: number) => `${n} ${n === 1 ? "estrella" : "estrellas"}`,
  rated: (n: number) => `Calificación: ${n} de 5`,
  body: "Su reseña",
  count: (typed: string, max: string) => `${typed} de ${max} caracteres`,
  send: "Enviar su reseña",
  save: "Guardar los cambios",
  thanks: "Gracias por su reseña",
  yours: "Su reseña",
  oneChange: "Puede cambiarla una vez. Después queda como está.",
  edit: "Editar su reseña",
  noMoreChange: "Su reseña ya no se puede cambiar.",
  thisIsTheEdit:
    "Este es su único cambio: cuando lo guarde, su reseña ya no se podrá cambiar.",
  chooseStars: "Elija de 1 a 5 estrellas.",
  tooLong: `Su reseña puede tener como máximo ${reviewLimits.body} caracteres.`,
  unreadable: "Su reseña contiene caracteres que no podemos mostrar.",
  notUnderstood: "No pudimos entender la reseña.",
  refusals: {
    "not-completed":
      "Esta reserva no está marcada como Completada, así que todavía no se puede calificar. El enlace para la reseña le llega por correo cuando terminamos el trabajo.",
    "too-late": `Las reseñas se escriben dentro de los ${days} días siguientes a la finalización del trabajo, y ese plazo ya pasó para esta reserva.`,
    "already-reviewed":
      "Esta reserva ya tiene una reseña. Abra el enlace de nuevo para verla y, si todavía no lo ha hecho, cambiarla una vez.",
    "no-more-edits":
      "Esta reseña ya no se puede cambiar: ya se cambió una vez, o nuestro personal la ocultó y le explicó el motivo por correo.",
    "other-account":
      "Esta reserva pertenece a otra cuenta. Inicie sesión con la cuenta que la hizo, o cierre la sesión y use el enlace de nuestro correo.",
    "bad-link": `Este enlace para la reseña no es válido: se modificó o ya venció (las reseñas se escriben dentro de los ${days} días siguientes al trabajo). Use el enlace de nuestro correo, o busque la reserva en su cuenta.`,
  },
} as const satisfies ReviewFormCopy;

/** "Review your completed bookings" on /es/user. */
export const accountReviewsEs = {
  heading: "Califique sus reservas completadas",
  failed:
    "No podemos mostrar sus reservas por calificar en este momento. Vuelva a cargar la página, por favor.",
  completed: "completada el",
  reviewed: "Calificada",
  reviewedLabel: (reference: string) =>
    `Calificada: vea su reseña de la reserva ${reference}`,
  write: "Escribir una reseña",
  writeLabel: (reference: string) =>
    `Escribir una reseña de la reserva ${reference}`,
} as const satisfies AccountReviewsCopy;
