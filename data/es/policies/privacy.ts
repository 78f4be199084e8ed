import { business as defaults, type Business } from "@/data/business";
import { company as defaultCompany, type Company } from "@/data/company";
import type { TranslatedPolicy } from "@/data/copy/policies";
import { staySafeLink } from "@/data/navigation";
import { rateLimit, retentionMonths } from "@/data/request-rules";
import { reviewLimits } from "@/data/reviews";
import { companyEs } from "../company";
import { navigationEs } from "../navigation";
import { englishGoverns } from "./governs";

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
          `Una reseña sigue publicada hasta que nuestro personal la oculte por uno de los motivos de nuestra lista (datos personales, contenido ofensivo, fuera de tema o no se refiere a este trabajo), nunca por sus estrellas. Cuando se borran los datos personales de su reserva, ${retentionMonths} meses después de su último cambio o cuando elimina su cuenta, también se borran de su reseña su nombre y su correo electrónico: la reseña se conserva, firmada "un cliente". Para que se quite su nombre antes, elimine su cuenta en la página de su cuenta.`,
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
