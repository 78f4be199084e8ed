import { business as defaults, type Business } from "@/data/business";
import { company as defaultCompany, type Company } from "@/data/company";
import { formatUsd } from "@/data/money";
import type { PolicyDocument } from "./policy";

export function cancellationPolicy(
  business: Business = defaults,
  company: Company = defaultCompany,
): PolicyDocument {
  const { cancellation, rescheduling } = business;
  return {
    title: "Cancellation Policy",
    intro: `Plans change. This policy explains what it costs to cancel or move an appointment with ${company.name}, and how to do it yourself online.`,
    sections: [
      {
        heading: "1. Cancelling an appointment",
        paragraphs: [
          "A booking we have not yet confirmed can be cancelled free of charge at any time.",
          `Once we have confirmed a time, you can cancel free of charge up to ${cancellation.freeUntilHours} hours before your appointment.`,
          `If you cancel within ${cancellation.freeUntilHours} hours of your appointment, a late cancellation fee of ${formatUsd(cancellation.lateFee)} applies.`,
          `If an appointment is not cancelled at least ${cancellation.fullChargeWithinHours} hours before its start time, the full price of the service is charged, because a technician has already been set aside for you.`,
          "Changing the date or time does not make cancelling cheaper: until we confirm the new time, cancelling costs what it cost for the time we had confirmed.",
        ],
      },
      {
        heading: "2. Rescheduling",
        paragraphs: [
          `Moving a remote or phone session costs nothing before it starts. The rescheduling fee applies to ${rescheduling.appliesTo} only.`,
          `You can move such an appointment free of charge up to ${rescheduling.freeUntilHours} hours before it starts.`,
          `Moving it within ${rescheduling.freeUntilHours} hours of its start costs ${formatUsd(rescheduling.lateFee)}.`,
          "When the page offers free times, pick one: the new time is confirmed at once, with your technician when they are free then, or with another, and we e-mail you the new calendar file. Your booking's current time is not offered, since it is no move.",
          "When no free time suits you, you can ask for a time window instead. A booking moved that way, or one we have not yet confirmed, waits for us to call and confirm its new time, as a new request does.",
        ],
      },
      {
        heading: "3. How to cancel or reschedule",
        paragraphs: [
          "Do it yourself online, at any time of day, until the appointment starts. Open Manage a booking with the reference from your confirmation and the e-mail address you booked with; or, if you booked while signed in to your account, open the booking under Your bookings.",
          "Choose Cancel booking or Change date or time. Before anything happens, the page tells you the fee that applies at that moment and asks you to confirm. A fee is recorded on your booking; nothing is paid on this site.",
          `Once an appointment has started, it can only be changed by phone: call us on ${company.phone.display} (${company.hoursLong}). You can also call or e-mail ${company.email} at any time before; the time we receive your call or e-mail is the time that counts for this policy.`,
        ],
        link: { label: "Manage a booking", href: "/bookings" },
      },
      {
        heading: "4. When we cancel",
        paragraphs: [
          "If we have to cancel or move an appointment, there is never a charge to you, and we offer the earliest time that suits you.",
        ],
      },
    ],
  };
}
