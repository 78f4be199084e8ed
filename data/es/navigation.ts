import type { NavigationCopy } from "@/data/copy/navigation";

/** Sidebar, footer and shared link labels in Spanish (docs/glossary-es.md). */
export const navigationEs = {
  links: {
    home: "Inicio",
    itesServices: "Servicios ITES",
    aboutUs: "Quiénes somos",
    contactUs: "Contáctenos",
    manageBooking: "Administrar una reserva",
    privacyPolicy: "Política de privacidad",
    cancellationPolicy: "Política de cancelación",
    termsOfService: "Términos del servicio",
    refundPolicy: "Política de reembolso",
    staySafe: "Cómo reconocer una estafa de soporte técnico",
    accessibility: "Accesibilidad",
  },
  categories: {
    printer: "Soluciones para impresoras",
    router: "Soluciones para routers",
    antivirus: "Soluciones antivirus",
    computer: "Soluciones para computadoras",
    os: "Sistema operativo",
    browser: "Configuración de navegadores",
    software: "Software de aplicaciones",
  },
} as const satisfies NavigationCopy;
