import { company } from "@/data/company";
import { privacyPolicyLink } from "@/data/navigation";
import companyEs from "@/messages/es/company.json";
import navigationEs from "@/messages/es/navigation.json";
import { priceStoryEs } from "@/data/es/price-story";
import type { AboutUsContent } from "./types";

/** The about page in Spanish, as we would say it on the phone. */
export const aboutUs = {
  sections: [
    {
      heading: "A quién ayudamos",
      paragraphs: [
        `${company.name} ayuda a hogares y oficinas pequeñas con su tecnología desde ${company.foundedYear}. Nuestros clientes son personas que quieren que su impresora, su wifi y sus computadoras simplemente funcionen: familias, jubilados, personas que trabajan desde casa y oficinas de pocas personas que no tienen su propio departamento de informática.`,
        `${priceStoryEs.price} Usted ve ese precio antes de reservar, así que nunca tiene que esperar una factura para saber cuánto le costó una visita. ${priceStoryEs.payment}`,
      ],
    },
    {
      heading: "Cómo funciona el soporte",
      paragraphs: [
        `Usted nos llama o reserva un servicio en línea. Luego, un técnico le ayuda por teléfono, o en una sesión remota en su computadora que empieza solo cuando usted la aprueba y que puede terminar en cualquier momento. Estamos disponibles ${companyEs.hoursLong}, incluidas las noches, los fines de semana y los días feriados.`,
        "Cuando un trabajo requiere tener el equipo en las manos, como instalar una impresora nueva o ampliar el wifi, coordinamos una visita a domicilio.",
      ],
    },
    {
      heading: "Dónde se guardan sus datos",
      paragraphs: [
        `Los datos de las cuentas se guardan en servidores en ${companyEs.dataLocation}. Nunca los vendemos, y nuestros técnicos solo ven lo que necesitan para resolver el problema por el que usted nos consultó.`,
      ],
      link: {
        label: "Lea nuestra política de privacidad",
        href: privacyPolicyLink.href,
      },
    },
  ],
  talk: {
    heading: "Hable con nosotros",
    beforePhone: "Llame al",
    afterPhone: "o envíenos un mensaje y nosotros nos encargamos del resto.",
    contactLabel: navigationEs.links.contactUs,
  },
} as const satisfies AboutUsContent;
