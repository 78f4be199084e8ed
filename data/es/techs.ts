import type { TechsCopy } from "@/data/copy/techs";

const years = (count: number) => `${count} ${count === 1 ? "año" : "años"}`;

/** /es/techs and the Techs' pages in Spanish (docs/glossary-es.md). */
export const techsEs = {
  title: "Nuestros técnicos",
  description:
    "Conozca a los técnicos que hacen nuestro trabajo: sus especialidades, los códigos postales que visitan, la ayuda remota y los idiomas que hablan. Nuestro personal revisa cada perfil antes de publicarlo.",
  lead: "Las personas que hacen nuestro trabajo. Nuestro personal revisa a cada técnico, y cada perfil antes de publicarlo.",
  listHeading: (skill?: string, language?: string) =>
    `${skill ? `Técnicos de ${skill}` : "Todos los técnicos"}${language ? ` que hablan ${language}` : ""}`,
  order: "Por nombre, de la A a la Z.",
  bySkill: "Ver técnicos por especialidad",
  byLanguage: "Ver técnicos por idioma",
  everySkill: "Todas las especialidades",
  everyLanguage: "Todos los idiomas",
  languageNames: {
    english: "inglés",
    spanish: "español",
    chinese: "chino",
    mandarin: "mandarín",
    cantonese: "cantonés",
    russian: "ruso",
    french: "francés",
    "haitian creole": "criollo haitiano",
    portuguese: "portugués",
    italian: "italiano",
    polish: "polaco",
    korean: "coreano",
    bengali: "bengalí",
    arabic: "árabe",
    german: "alemán",
    japanese: "japonés",
  },
  cannotShowList:
    "No podemos mostrar a nuestros técnicos en este momento. Inténtelo de nuevo en un minuto.",
  noneYet: (language?: string) =>
    `Todavía ningún técnico publicado tiene esta especialidad${language ? ` y habla ${language}` : ""}.`,
  bookTheService: "Reserve el servicio",
  weSendOne: "y le enviamos a uno de los nuestros.",
  years,
  technician: "Técnico",
  profileTitle: (name: string) => `${name}, técnico`,
  profileDescription: (headline: string, count: number) =>
    `${headline}. ${years(count)} de experiencia; uno de los técnicos que nuestro personal ha revisado.`,
  cannotShowProfile:
    "No podemos mostrar este perfil en este momento. Inténtelo de nuevo en un minuto.",
  askForHelp: (name: string) => `Pedir ayuda a ${name}`,
  about: "Acerca de",
  skills: "Especialidades",
  languages: "Idiomas",
  experience: "Experiencia",
  where: "Dónde trabaja",
  memberSince: "Con nosotros desde",
  completedJobs: "Trabajos completados",
  visits: (zips: readonly string[]) =>
    `visita ${zips.length === 1 ? "el código postal" : "los códigos postales"} ${zips.join(", ")}`,
  visitsMany: (count: number, first: string, last: string) =>
    `visita ${count} códigos postales, del ${first} al ${last}`,
  worksRemotely: "trabaja a distancia",
  allTechnicians: "Todos nuestros técnicos",
  photoOf: (name: string) => `Foto de ${name}`,
  reviews: "Reseñas",
  reviewsCannotShow:
    "No podemos mostrar las reseñas en este momento. Inténtelo de nuevo en un minuto.",
  reviewsOf: (name: string) =>
    `Reseñas de ${name}, de la más reciente a la más antigua`,
  whoMayReview: (days: number) =>
    `Solo el cliente de una reserva completada con nosotros puede escribir una reseña, una sola vez, dentro de los ${days} días siguientes.`,
} as const satisfies TechsCopy;
