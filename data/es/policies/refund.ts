import { business as defaults, type Business } from "@/data/business";
import { company as defaultCompany, type Company } from "@/data/company";
import type { TranslatedPolicy } from "@/data/copy/policies";
import companyEs from "@/messages/es/company.json";
import { englishGoverns } from "./governs";

export function refundPolicyEs(
  business: Business = defaults,
  company: Company = defaultCompany,
): TranslatedPolicy {
  const { refund } = business;
  return {
    title: "Política de reembolso",
    englishGoverns,
    intro: `Queremos que cada visita deje todo funcionando. Si un servicio de ${company.name} no resolvió el problema para el que lo reservó, puede pedir que le devolvamos su dinero.`,
    sections: [
      {
        heading: "1. Quién puede pedir un reembolso",
        paragraphs: [
          `Puede pedir un reembolso dentro de los ${refund.windowDays} días siguientes a la fecha en que se prestó el servicio.`,
          "Antes de reembolsar, normalmente le ofrecemos revisar el problema otra vez sin costo, porque muchas veces es la forma más rápida de que todo vuelva a funcionar. Usted puede decir que no y recibir el reembolso.",
        ],
      },
      {
        heading: "2. Cómo pedir un reembolso",
        paragraphs: [
          `Los reembolsos se piden por ${companyEs.refundRequestBy}: llámenos al ${company.phone.display}, ${companyEs.hoursLong}. Tenga a mano su nombre y la fecha del servicio.`,
        ],
      },
      {
        heading: "3. Cómo le devolvemos el dinero",
        paragraphs: [
          `Los reembolsos aprobados se acreditan en la tarjeta con la que pagó dentro de ${refund.creditWithinBusinessDays} días hábiles. Su banco puede tardar un poco más en mostrarlo en su estado de cuenta.`,
        ],
      },
      {
        heading: "4. Qué no se reembolsa",
        paragraphs: [
          "Las licencias de software, el hardware y las suscripciones que usted compró a otras empresas los reembolsan esas empresas según sus propias condiciones; con gusto le ayudamos a pedirlo.",
          "Los cargos por cancelación tardía se cobran según nuestra política de cancelación y no son reembolsables.",
        ],
      },
    ],
  };
}
