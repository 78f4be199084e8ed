import type { ContactCopy } from "@/data/copy/contact";

/** The contact page in Spanish (docs/glossary-es.md). */
export const contactEs = {
  title: "Contáctenos",
  description: (phone: string, name: string, hours: string) =>
    `Llame al ${phone} o escriba a ${name} ${hours} para recibir ayuda con impresoras, wifi, virus, computadoras y planes de informática administrada.`,
  lead: "Cuéntenos qué problema tiene, o qué plan le interesa, y un técnico se comunicará con usted.",
  formHeading: "Envíenos un mensaje",
  name: "Nombre",
  phone: "Número de contacto",
  email: "Correo electrónico",
  message: "¿En qué podemos ayudarle?",
  messageHint: (characters: string) => `Hasta ${characters} caracteres.`,
  send: "Enviar mensaje",
  note: (email: string) =>
    `Su mensaje llega a nuestro equipo en ${email}, y le respondemos al correo electrónico que nos indique.`,
  enquiry: (plan: string, offering?: string) =>
    `Me interesa el plan ${plan}${offering ? ` para ${offering}` : ""}. Por favor, comuníquense conmigo.`,
  thanks: "Gracias, su mensaje va en camino",
  referenceIs: "Su referencia es",
  reply:
    "Un técnico le responderá por correo electrónico o por teléfono, por lo general en pocas horas. Si es urgente, llámenos al",
  mentionReference: "y mencione la referencia.",
  details: "Datos de contacto",
  detailsPhone: "Teléfono",
  detailsEmail: "Correo electrónico",
  writeToUs: "Escríbanos",
  hours: "Horario",
  office: "Oficina",
} as const satisfies ContactCopy;
