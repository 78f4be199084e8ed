import { company as defaultCompany, type Company } from "@/data/company";
import { sources } from "@/data/content/sources/es";
import { priceStoryEs } from "@/data/es/price-story";
import { reportLinks, type StaySafeGuide } from "./en";

/** /stay-safe in Spanish: how to tell us from a tech-support scammer. */
export function staySafeGuide(
  company: Company = defaultCompany,
): StaySafeGuide {
  const referenceExample = "BP-7K3Q9M";
  return {
    title: "Cómo reconocer una estafa de soporte técnico",
    lead: "Lo que nunca hacemos, cómo comprobar que de verdad somos nosotros y qué hacer si cayó en una estafa.",
    intro: `Los estafadores de soporte técnico se hacen pasar por una empresa como la nuestra. Una ventana emergente o una llamada le dice que su computadora tiene un problema, y luego le piden conectarse a ella y que les pague. ${company.name} de verdad ayuda por teléfono y en sesiones remotas, así que aquí le explicamos cómo distinguirnos de ellos.`,
    never: {
      heading: "Lo que nunca hacemos",
      intro: `Si alguien que dice ser de ${company.name} hace una de estas cosas, no somos nosotros. Cuelgue o cierre la ventana.`,
      points: [
        {
          title: "Llamarle sin que usted lo haya pedido.",
          text: "Solo llamamos cuando usted nos lo pidió: después de que nos envía una solicitud de reserva o un mensaje, para confirmarlo.",
          fact: {
            text: "Las empresas reales de atención al cliente, seguridad y soporte técnico no se comunican con las personas sin que ellas lo hayan pedido.",
            source: sources.ic3TechSupportFraud,
          },
        },
        {
          title: "Mostrar ventanas emergentes o advertencias en su pantalla.",
          text: "Nunca ponemos en su pantalla un mensaje que le diga que nos llame, y ninguna advertencia nuestra le pide marcar un número.",
          fact: {
            text: "Los estafadores llegan a las personas con ventanas emergentes y pantallas bloqueadas que les dicen que llamen a un número de soporte.",
            source: sources.ic3TechSupportFraud,
          },
        },
        {
          title:
            "Pedirle que pague con tarjetas de regalo, criptomonedas, transferencias bancarias o aplicaciones de pago.",
          text: `${priceStoryEs.payment} ${priceStoryEs.price} Nunca enviamos a nadie a recoger efectivo, oro ni tarjetas.`,
          fact: {
            text: "Estafadores que se hacen pasar por soporte técnico les han dicho a algunas personas que convirtieran sus ahorros en efectivo u oro y se los entregaran a un mensajero.",
            source: sources.ic3Couriers,
          },
        },
        {
          title: "Iniciar una sesión remota que usted no pidió ni aprobó.",
          text: "Un técnico solo puede conectarse a su computadora con su permiso, durante una sesión que usted reservó, y usted puede terminarla cuando quiera.",
          fact: {
            text: "Empresas como Microsoft no llaman para pedir acceso a su computadora; una llamada así es una estafa.",
            source: sources.ftcWarnYourFriends,
          },
        },
        {
          title: "Pedirle sus contraseñas.",
          text: "Nunca las necesitamos. Si un paso requiere una contraseña, usted mismo la escribe.",
          fact: {
            text: "Las empresas reales no le piden las contraseñas de sus cuentas; solo los estafadores lo hacen.",
            source: sources.ftcWarnYourFriends,
          },
        },
      ],
    },
    check: {
      heading: "Cómo comprobar que somos nosotros",
      paragraphs: [
        `Si alguien se comunica con usted diciendo que es de ${company.name}, cuelgue y llámenos usted mismo al número que aparece en este sitio web. Nunca use un número que vea en una ventana emergente, un correo electrónico, un mensaje de texto o un anuncio de un buscador.`,
        `Dé la referencia de su reserva: el código que apareció cuando envió su solicitud de reserva, como ${referenceExample}. Nosotros podemos decirle qué incluye su reserva; un estafador no.`,
        `Si la persona que le llama quiere conectarse a su computadora, inicie sesión en su cuenta en este sitio web y busque en "Sesiones remotas" una solicitud para su reserva. Solo nos conectamos después de que usted aprueba una solicitud ahí, en una computadora que usted registró, y el código que usted le lee al técnico solo aparece ahí, una vez que la aprueba.`,
        "Si no hay ninguna solicitud en su cuenta, la llamada no es nuestra, diga lo que diga quien llama. Cuelgue, y nunca lea en voz alta un código que alguien le haya enviado por teléfono, correo electrónico o mensaje de texto.",
      ],
      referenceExample,
    },
    caught: {
      heading: "Si cree que cayó en una estafa",
      intro:
        "Actúe rápido y no sienta vergüenza: estas estafas las cometen profesionales.",
      steps: [
        {
          title: "Cuelgue y desconéctese.",
          text: "Termine la llamada, cierre cualquier sesión remota y desconecte la computadora de internet: desenchufe el cable o apague el wifi.",
          fact: {
            text: "Un estafador que tuvo acceso a su computadora puede haber instalado software dañino: actualice su software de seguridad, haga un análisis y elimine todo lo que encuentre.",
            source: sources.ftcWarnYourFriends,
          },
        },
        {
          title: "Llame a su banco.",
          text: "Llame ahora a su banco o a la compañía de su tarjeta si pagó o dio los datos de su tarjeta. Si pagó con una tarjeta de regalo, llame a la empresa que la emitió.",
          fact: {
            text: "Si pagó con tarjeta de crédito o débito, llame de inmediato a la compañía de la tarjeta o al banco y cuénteles lo que pasó; si pagó con una tarjeta de regalo, comuníquese rápido con la empresa de la tarjeta para ver si se puede congelar el dinero que todavía quede en ella.",
            source: sources.ftcWarnYourFriends,
          },
        },
        {
          title: "Cambie sus contraseñas.",
          text: "Empiece por su correo electrónico y su banco, desde una computadora o un teléfono que el estafador nunca tocó.",
          fact: {
            text: "Si un estafador obtuvo una contraseña, cámbiela de inmediato y comuníquese con la empresa para asegurarse de que nadie haya entrado en su cuenta.",
            source: sources.ftcWarnYourFriends,
          },
        },
        {
          title: "Denúncielo.",
          text: "Avise a la Comisión Federal de Comercio en ReportFraud.ftc.gov y al Centro de Denuncias de Delitos por Internet del FBI en ic3.gov. Su denuncia les ayuda a rastrear y detener a los estafadores.",
          fact: {
            text: "El FBI pide a toda persona que crea ser víctima de un fraude de soporte técnico que presente una denuncia ante su Centro de Denuncias de Delitos por Internet.",
            source: sources.ic3TechSupportFraud,
          },
          links: [reportLinks.ftc, reportLinks.ic3],
        },
      ],
    },
    figures: {
      heading: "Qué tan comunes son estas estafas",
      facts: [
        {
          text: "En 2024, las personas le informaron al FBI que habían perdido $1,460 millones por estafas de soporte técnico; solo el fraude de inversiones y el fraude por correo electrónico empresarial costaron más.",
          source: sources.ic3Report2024,
        },
        {
          text: "En 2024, las personas de 60 años o más enviaron al FBI más denuncias sobre delitos por internet que cualquier otro grupo de edad, y reportaron las mayores pérdidas: casi $5,000 millones.",
          source: sources.ic3Report2024,
        },
        {
          text: "Entre mayo y diciembre de 2023, las personas a quienes los estafadores les dijeron que entregaran efectivo o metales preciosos a un mensajero reportaron pérdidas de más de $55 millones.",
          source: sources.ic3Couriers,
        },
      ],
    },
  };
}
