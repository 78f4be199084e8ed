import { business as defaults, type Business } from "@/data/business";
import { company as defaultCompany, type Company } from "@/data/company";
import type { TranslatedPolicy } from "@/data/copy/policies";
import { formatUsd } from "@/data/money";
import { manageBookingLink } from "@/data/navigation";
import companyEs from "@/messages/es/company.json";
import navigationEs from "@/messages/es/navigation.json";
import { englishGoverns } from "./governs";

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
          `Cambiar una sesión remota o telefónica no cuesta nada antes de que empiece. El cargo por cambio se aplica solo a ${companyEs.reschedulingAppliesTo}.`,
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
