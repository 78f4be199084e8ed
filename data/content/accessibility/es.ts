import { business as defaults, type Business } from "@/data/business";
import { company as defaultCompany, type Company } from "@/data/company";
import type { KeyboardJourney } from "@/data/keyboard-journeys";
import companyEs from "@/messages/es/company.json";
import navigationEs from "@/messages/es/navigation.json";
import type { AccessibilityChecks, AccessibilityStatement } from "./en";

/** "1 página", "30 páginas". */
export function countOfEs(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** The keyboard journeys of data/keyboard-journeys.ts, as a Spanish visitor reads them. */
export const keyboardJourneys = {
  checkout:
    "Desde la página de inicio, abrir el menú, elegir un servicio, agregarlo al carrito, y luego ir al carrito y pasar a finalizar la reserva.",
  staySafe: `Desde la página ${navigationEs.links.aboutUs}, ir a “${navigationEs.links.staySafe}” en el pie de página, abrirla y llegar al enlace para llamarnos.`,
} as const satisfies Record<KeyboardJourney, string>;

/** /accessibility in Spanish; its counts come from the same checks as the English. */
export function accessibilityStatement(
  checks: AccessibilityChecks,
  business: Business = defaults,
  company: Company = defaultCompany,
): AccessibilityStatement {
  const { pagesChecked, keyboardJourneys } = checks;
  const pages = countOfEs(pagesChecked, "página", "páginas");
  const replyDays = business.accessibilityReports.replyWithinBusinessDays;
  return {
    title: "Declaración de accesibilidad",
    lead: `${company.name} quiere que todas las personas puedan encontrar ayuda, reservarla y comunicarse con nosotros, sin importar el dispositivo o la tecnología de apoyo que usen.`,
    standard: {
      heading: "El estándar que buscamos cumplir",
      paragraphs: [
        "Buscamos cumplir las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2, en el nivel AA, en todas las páginas de este sitio web.",
        "Las páginas están hechas de encabezados, listas, campos de formulario con su etiqueta y botones y enlaces reales, para que funcionen con lectores de pantalla, teclados, control por voz y zoom. Todas las páginas se pueden leer sin JavaScript.",
      ],
    },
    checks: {
      heading: "Cómo lo comprobamos",
      axe: `Cada vez que se ejecutan nuestras pruebas, el verificador de accesibilidad axe examina las ${pages} de este sitio web según las reglas de WCAG 2.0, 2.1 y 2.2 de los niveles A y AA que un programa puede comprobar, junto con la página de una dirección que no existe y páginas con los menús, los resultados de búsqueda y las opciones para compartir abiertos. Cualquier problema que encuentre, por pequeño que sea, hace fallar las pruebas.`,
      keyboard: `Las mismas pruebas hacen ${countOfEs(keyboardJourneys.length, "recorrido", "recorridos")} solo con el teclado, y comprueban en cada paso que el control que tiene el foco muestre un indicador de foco visible:`,
      journeys: keyboardJourneys,
      lighthouse: `También auditamos las ${pages} con Lighthouse, y exigimos que su puntuación de accesibilidad sea 100.`,
    },
    knownIssues: {
      heading: "Lo que sabemos que todavía no está bien",
      intro:
        "Las comprobaciones automáticas encuentran solo algunos de los problemas que describe WCAG. Donde sabemos que no llegamos, lo decimos:",
      items: [
        "Para reservar e iniciar sesión se necesita JavaScript, porque su carrito se guarda en su propio navegador. Sin JavaScript, esas páginas lo indican y muestran nuestro número de teléfono, y tomamos su reserva por teléfono.",
        "Las personas que usan lectores de pantalla, ampliadores de pantalla o control por voz todavía no han probado el sitio web para nosotros. Hasta que lo hagan, contamos con que usted nos diga qué le impide usarlo.",
      ],
    },
    report: {
      heading: "Avísenos de un problema",
      paragraphs: [
        `Si algo de este sitio web es difícil de usar, llámenos al ${company.phone.display} o escríbanos a ${company.email}. Díganos en qué página fue y qué le impidió avanzar.`,
        `Atendemos el teléfono ${companyEs.hoursLong}, y respondemos cada correo sobre accesibilidad dentro de ${countOfEs(replyDays, "día hábil", "días hábiles")}, con lo que vamos a cambiar y cuándo. Si un problema le impide reservar, tomamos su reserva por teléfono.`,
      ],
    },
    reviewed: {
      heading: "Última revisión",
      text: "Esta declaración se genera junto con el sitio web, y sus cifras se leen de nuestras pruebas en ese momento. Se revisó por última vez cuando se generó esta versión del sitio web, el",
    },
  };
}
