import { business as defaults, type Business } from "@/data/business";
import { company as defaultCompany, type Company } from "@/data/company";
import type { TranslatedPolicy } from "@/data/copy/policies";
import { membershipReminders } from "@/data/memberships";
import { formatUsd } from "@/data/money";
import { refundPolicyLink } from "@/data/navigation";
import companyEs from "@/messages/es/company.json";
import { priceStoryEs } from "../price-story";
import { englishGoverns } from "./governs";

export function termsOfServiceEs(
  business: Business = defaults,
  company: Company = defaultCompany,
): TranslatedPolicy {
  const { membership, backup, repair, refund } = business;
  const per = companyEs.chargedPer;
  return {
    title: "Términos del servicio",
    englishGoverns,
    intro: `Estos términos se aplican a cada servicio que reserve con ${company.name}. Léalos antes de reservar; al reservar, usted los acepta.`,
    sections: [
      {
        heading: "1. Quién puede usar nuestros servicios",
        paragraphs: [
          `Debe tener al menos ${business.minimumAge} años para reservar un servicio o crear una cuenta.`,
          "Estos términos rigen desde la fecha en que se registra con nosotros y se aplican a cada reserva posterior.",
        ],
      },
      {
        heading: "2. Precios y cargos",
        paragraphs: [
          `Nuestros servicios se cobran por ${per}: cada problema para el que reserva ayuda es un cargo, al precio que muestra la página del servicio.`,
          `Ese precio es fijo para el ${per} que describe el servicio. Si el técnico encuentra más problemas de los que cubre ese precio, se lo dice y le da un presupuesto antes de hacer nada más; no se hace nada más sin su acuerdo.`,
          priceStoryEs.payment,
          `Una sesión de capacitación personalizada con un técnico cuesta ${formatUsd(business.trainingSessionPrice)}.`,
        ],
      },
      {
        heading: "3. Membresías",
        paragraphs: [
          `Los planes de informática administrada son membresías que duran ${membership.termMonths} meses desde la fecha de registro${membership.autoRenews ? ` y se renuevan automáticamente por otros ${membership.termMonths} meses` : ""}.`,
          "Puede desactivar la renovación automática, o volver a activarla, en cualquier momento antes de que termine el plazo, en el portal de clientes de la página de su cuenta: un botón y una confirmación, sin llamadas y sin que nadie le pida un motivo. Le confirmamos el cambio por correo electrónico. Si desactiva la renovación, conserva su plan hasta el final del plazo; después, el plan termina.",
          `Le escribimos ${membershipReminders.renewalDays.join(" y ")} días antes de una renovación, con su fecha y su precio; con la renovación desactivada, ${membershipReminders.endingDays} días antes del final. No se cobra nada en línea: le enviamos la factura como lo hacemos hoy. Para cambiar de plan, comuníquese con nosotros.`,
        ],
        link: { label: "Vea su plan en la página de su cuenta", href: "/user" },
      },
      {
        heading: "4. Qué cubren nuestros servicios",
        paragraphs: [
          `Las copias de seguridad en CD o DVD tienen un límite de ${backup.discMaxGb} GB por servicio; las copias más grandes se hacen en un disco externo o en un servicio en la nube.`,
          `Diagnosticamos las fallas de hardware, pero ${repair.hardwareRepair ? "solo reparamos hardware cuando el servicio lo indica" : "no reparamos hardware"}: le decimos qué pieza falló para que pueda repararla o reemplazarla.`,
          `Las computadoras de más de ${repair.costlyAfterYears} años se señalan antes de empezar el trabajo, porque repararlas suele costar mucho en comparación con reemplazarlas.`,
        ],
      },
      {
        heading: "5. Sesiones remotas",
        paragraphs: [
          "Un técnico se conecta a su computadora solo después de que usted aprueba la sesión, y usted puede terminarla en cualquier momento. Antes de una sesión, guarde su trabajo y haga una copia de seguridad de sus archivos importantes.",
        ],
      },
      {
        heading: "6. Cancelaciones y reembolsos",
        paragraphs: [
          `Cancelar o cambiar una cita se rige por nuestra política de cancelación. Si un servicio no resolvió su problema, puede pedir un reembolso dentro de los ${refund.windowDays} días, como lo describe nuestra política de reembolso.`,
        ],
        link: {
          label: "Lea nuestra política de reembolso",
          href: refundPolicyLink.href,
        },
      },
      {
        heading: "7. Perfiles de los técnicos",
        paragraphs: [
          "Nuestros técnicos tienen perfiles públicos, que nuestro personal revisa antes de publicarlos. Un perfil no puede incluir datos de contacto (un correo electrónico, un número de teléfono, un sitio web o una red social para comunicarse con el técnico fuera de nuestro sitio), precios de trabajos acordados fuera de nuestro sitio, afirmaciones sobre otras empresas ni contenido ofensivo.",
          "Podemos ocultar un perfil, o reemplazar uno de sus campos, si no cumple estas reglas. Le decimos al técnico por correo electrónico qué parte y por qué.",
        ],
      },
    ],
  };
}
