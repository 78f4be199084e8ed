// The four policies in Spanish (content: the CMS will take it over).
import { business as defaults, type Business } from "@/data/business";
import { company as defaultCompany, type Company } from "@/data/company";
import type { PolicyId, PolicyText, TranslatedPolicy } from "./policy";
import {
  staySafeLink,
  manageBookingLink,
  refundPolicyLink,
} from "@/data/navigation";
import { rateLimit, retentionMonths } from "@/data/request-rules";
import { reviewLimits } from "@/data/reviews";
import labelsEs from "@/messages/es/labels.json";
import { formatUsd } from "@/data/money";
import { membershipReminders } from "@/data/memberships";
import { priceStoryEs } from "@/data/es/price-story";
import companyEs from "@/messages/es/company.json";
import businessEs from "@/messages/es/business.json";
import navigationEs from "@/messages/es/navigation.json";

/** The line at the top of every Spanish policy: the English version governs where they differ. */
const englishGoverns =
  "Esta es una traducción de nuestra política en inglés. Si las dos versiones difieren, rige la versión en inglés.";

export function privacyPolicyEs(
  business: Business = defaults,
  company: Company = defaultCompany,
): TranslatedPolicy {
  return {
    title: "Política de privacidad",
    englishGoverns,
    intro: `Esta política explica qué sabe ${company.name} sobre usted, por qué y dónde se guarda.`,
    sections: [
      {
        heading: "1. Cuentas",
        paragraphs: [
          "Hay dos tipos de cuenta registrada. Una cuenta de Cliente pertenece a alguien que tiene un problema técnico: el Cliente describe el problema, elige cómo quiere que nos comuniquemos con él y puede limitar qué Técnicos pueden ver el problema.",
          "Una cuenta de Técnico pertenece a un técnico que hace ofertas para resolver los problemas que publican los Clientes. Un Técnico tiene un perfil público que los Clientes pueden leer antes de aceptar una oferta.",
        ],
      },
      {
        heading: "2. Cómo le damos soporte",
        paragraphs: [
          `Damos soporte por teléfono o en una sesión remota, ${companyEs.hoursLong}. Un técnico solo puede iniciar una sesión remota con su permiso, y usted puede terminarla cuando quiera.`,
          "Durante una sesión, el técnico ve solo lo necesario para resolver el problema por el que reservó ayuda. No copiamos sus archivos, salvo que lo requiera una copia de seguridad o una transferencia que usted reservó.",
          "Nunca hacemos llamadas que usted no haya pedido, nunca le pedimos sus contraseñas y nunca iniciamos una sesión que usted no solicitó. Si alguien que dice ser de nuestra empresa lo hace, es una estafa.",
        ],
        link: { label: navigationEs.links.staySafe, href: staySafeLink.href },
      },
      {
        heading: "3. Lo que este sitio web guarda en su navegador",
        paragraphs: [
          "Su carrito se guarda en su propio navegador y nunca se nos envía. Cuando inicia sesión, el identificador de su cuenta se guarda en su navegador para que su sesión siga abierta; al cerrar sesión, se elimina.",
          "Mientras completa el formulario de reserva o de contacto, lo que escribe se guarda en su navegador solo para esa pestaña (almacenamiento de sesión), para que no se pierda nada si recarga la página; se elimina cuando envía su solicitud o cuando cierra la pestaña.",
        ],
      },
      {
        heading: "4. Solicitudes de reserva y de contacto",
        paragraphs: [
          `Cuando envía el formulario de reserva o de contacto, el servidor de nuestro sitio web recibe lo que usted escribió (su nombre, número de teléfono, correo electrónico y mensaje; en una reserva, también su dirección, la fecha y hora que prefiere, sus notas y los servicios de su carrito) y se lo envía por correo electrónico a ${company.name} a ${company.email}. No se envía a nadie más. El sitio web también le escribe a usted, a la dirección que escribió, solo sobre esa solicitud: que la recibimos y, en una reserva, cada cambio que tenga y un recordatorio el día anterior, con un enlace para abrirla.`,
          `El sitio web guarda cada solicitud en su base de datos, en ${companyEs.dataLocation}, desde el momento en que usted la envía: lo que escribió, los servicios y precios, su referencia, su estado (solicitada, confirmada, cancelada, etc.) y un historial con la fecha de cada cambio, incluido quién lo hizo (usted o un miembro de nuestro personal). El correo que nos llega se guarda allí hasta que nuestro servidor de correo lo acepta. Solo nuestro personal, con sesión iniciada en nuestra mesa de atención, puede ver su solicitud; nadie más puede hacerlo, y el sitio web le muestra una reserva solo cuando usted da su referencia junto con el correo electrónico con el que reservó.`,
          `Borramos su nombre, número de teléfono, correo electrónico, dirección, notas y mensaje ${retentionMonths} meses después del último cambio de su solicitud. Conservamos la referencia, los servicios, los precios y las fechas, sin ningún dato que permita saber quién es usted, para nuestra contabilidad. Para impedir envíos masivos, la base de datos también cuenta, durante ${rateLimit.windowMinutes} minutos, las solicitudes que llegaron desde su dirección de internet.`,
        ],
      },
      {
        heading: "5. Sus reservas y su cuenta",
        paragraphs: [
          `Cualquier persona que tenga la referencia de una reserva y el correo electrónico con el que se hizo puede verla en nuestra página ${navigationEs.links.manageBooking}, con sus servicios, su total, su horario y su historial, y cancelarla o cambiar su fecha y hora. La referencia sola nunca es suficiente. Cuando reserva con la sesión iniciada, la reserva queda vinculada a su cuenta, y la página de su cuenta muestra sus reservas; en ese caso, el formulario de reserva completa su correo electrónico y el nombre, el número de teléfono y la dirección de su última reserva.`,
          "Puede eliminar su cuenta en la página de su cuenta, excepto mientras una de sus reservas esté esperando confirmación o confirmada. Al eliminarla, se elimina la cuenta y se borran su nombre, número de teléfono, correo electrónico, dirección y notas de sus reservas anteriores y de nuestros correos sobre ellas. Lo que queda es lo que necesitamos para nuestra contabilidad: la referencia, los servicios, los precios, las fechas y el estado de cada reserva.",
          `Si tiene un plan de informática administrada, el sitio web guarda un registro de membresía de su cuenta: el identificador y el correo electrónico de su cuenta, el plan, el precio anual acordado, la fecha de registro, el inicio y el final de cada plazo, si la renovación automática está activada, y un historial con la fecha de cada cambio y de quién lo hizo (usted, nuestro personal o el sitio web cuando un plazo se renueva o termina), con los correos enviados sobre la membresía. Su correo electrónico se usa solo para confirmar un cambio que usted haga y para avisarle antes de una renovación o del final. ${retentionMonths} meses después de que termina una membresía, se borran su correo electrónico y las notas de su historial, junto con el texto de esos correos; el plan, los precios y las fechas se conservan para nuestra contabilidad.`,
        ],
      },
      {
        heading: "6. Reseñas",
        paragraphs: [
          `Cuando una reserva se marca como completada, el sitio web le envía a su cliente, al correo electrónico de la reserva, un enlace para dejar una reseña: todos los clientes de una reserva completada reciben el mismo correo. Puede dar de 1 a 5 estrellas y escribir un texto propio dentro de los ${reviewLimits.writeWithinDays} días siguientes al trabajo, y cambiar su reseña una vez.`,
          "Lo que se publica, en el perfil del técnico y en las páginas de los servicios que reservó: sus estrellas, su texto, su nombre y la inicial de su apellido tal como aparecen en la reserva, la fecha y la única respuesta del técnico. Su correo electrónico, su cuenta y la referencia de la reserva nunca se publican. Usamos el correo electrónico solo para avisarle si nuestro personal oculta su reseña, y por qué; nuestro personal ve la reseña junto con su reserva y su historial.",
          `Una reseña sigue publicada hasta que nuestro personal la oculte por uno de los motivos de nuestra lista (datos personales, contenido ofensivo, fuera de tema o no se refiere a este trabajo), nunca por sus estrellas. Cuando se borran los datos personales de su reserva, ${retentionMonths} meses después de su último cambio o cuando elimina su cuenta, también se borran de su reseña su nombre y su correo electrónico: la reseña se conserva, firmada "${labelsEs.review.anonymousAuthor}". Para que se quite su nombre antes, elimine su cuenta en la página de su cuenta.`,
        ],
      },
      {
        heading: "7. Dónde se guardan sus datos",
        paragraphs: [
          `Los datos de las cuentas se guardan en servidores en ${companyEs.dataLocation}. Nunca vendemos sus datos y solo los compartimos con el técnico que atiende su solicitud.`,
        ],
      },
      {
        heading: "8. Menores de edad",
        paragraphs: [
          `Nuestras cuentas y servicios son para adultos: debe tener al menos ${business.minimumAge} años para crear una cuenta o reservar un servicio.`,
          `No recopilamos a sabiendas datos personales de menores de ${business.minimumAge} años, incluidos los niños menores de 13. Si cree que un menor nos dio información, avísenos y la eliminaremos.`,
        ],
      },
      {
        heading: "9. Preguntas",
        paragraphs: [
          `Para ver, corregir o eliminar los datos que tenemos sobre usted, escriba a ${company.email} o llame al ${company.phone.display}.`,
        ],
      },
    ],
  };
}

export function cancellationPolicyEs(
  business: Business = defaults,
  company: Company = defaultCompany,
): TranslatedPolicy {
  const { cancellation, rescheduling } = business;
  return {
    title: "Política de cancelación",
    englishGoverns,
    intro: `Los planes cambian. Esta política explica cuánto cuesta cancelar o cambiar una cita con ${company.name}, y cómo hacerlo usted mismo en línea.`,
    sections: [
      {
        heading: "1. Cancelar una cita",
        paragraphs: [
          "Una reserva que todavía no hemos confirmado se puede cancelar sin costo en cualquier momento.",
          `Una vez que confirmamos un horario, puede cancelar sin costo hasta ${cancellation.freeUntilHours} horas antes de su cita.`,
          `Si cancela con menos de ${cancellation.freeUntilHours} horas de anticipación, se aplica un cargo por cancelación tardía de ${formatUsd(cancellation.lateFee)}.`,
          `Si una cita no se cancela al menos ${cancellation.fullChargeWithinHours} horas antes de la hora de inicio, se cobra el precio completo del servicio, porque ya se reservó a un técnico para usted.`,
          "Cambiar la fecha o la hora no abarata la cancelación: hasta que confirmemos el nuevo horario, cancelar cuesta lo mismo que costaba para el horario que habíamos confirmado.",
        ],
      },
      {
        heading: "2. Cambiar la fecha o la hora",
        paragraphs: [
          `Cambiar una sesión remota o telefónica no cuesta nada antes de que empiece. El cargo por cambio se aplica solo a ${businessEs.reschedulingAppliesTo}.`,
          `Puede cambiar una cita de ese tipo sin costo hasta ${rescheduling.freeUntilHours} horas antes de que empiece.`,
          `Cambiarla con menos de ${rescheduling.freeUntilHours} horas de anticipación cuesta ${formatUsd(rescheduling.lateFee)}.`,
          "Cuando la página le ofrece horarios libres, elija uno: el nuevo horario queda confirmado de inmediato, con su técnico si está libre a esa hora o con otro, y le enviamos por correo el nuevo archivo de calendario. El horario actual de su reserva no se ofrece, porque no sería un cambio.",
          "Si ningún horario libre le conviene, puede pedir una franja horaria. Una reserva cambiada de esa forma, o una que todavía no hemos confirmado, queda a la espera de que le llamemos para confirmar su nuevo horario, igual que una solicitud nueva.",
        ],
      },
      {
        heading: "3. Cómo cancelar o cambiar una cita",
        paragraphs: [
          `Hágalo usted mismo en línea, a cualquier hora del día, hasta que empiece la cita. Abra ${navigationEs.links.manageBooking} con la referencia de su confirmación y el correo electrónico con el que reservó; o, si reservó con la sesión iniciada en su cuenta, abra la reserva en Sus reservas.`,
          "Elija Cancelar reserva o Cambiar fecha u hora. Antes de que pase nada, la página le indica el cargo que corresponde en ese momento y le pide que confirme. El cargo se registra en su reserva; en este sitio no se paga nada.",
          `Una vez que la cita ha empezado, solo se puede cambiar por teléfono: llámenos al ${company.phone.display} (${companyEs.hoursLong}). Antes de la cita también puede llamarnos, o escribirnos a ${company.email}, en cualquier momento; para esta política cuenta la hora en que recibimos su llamada o su correo.`,
        ],
        link: {
          label: navigationEs.links.manageBooking,
          href: manageBookingLink.href,
        },
      },
      {
        heading: "4. Cuando nosotros cancelamos",
        paragraphs: [
          "Si tenemos que cancelar o cambiar una cita, nunca le cobramos nada, y le ofrecemos el primer horario que le convenga.",
        ],
      },
    ],
  };
}

export function termsOfServiceEs(
  business: Business = defaults,
  company: Company = defaultCompany,
): TranslatedPolicy {
  const { membership, backup, repair, refund } = business;
  const per = businessEs.chargedPer;
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
          `Los reembolsos se piden por ${businessEs.refundRequestBy}: llámenos al ${company.phone.display}, ${companyEs.hoursLong}. Tenga a mano su nombre y la fecha del servicio.`,
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

/** The Spanish policies by id, for lib/content/policies.ts. */
export const policies = {
  privacy: privacyPolicyEs,
  cancellation: cancellationPolicyEs,
  terms: termsOfServiceEs,
  refund: refundPolicyEs,
} as const satisfies Record<PolicyId, PolicyText<TranslatedPolicy>>;
