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
    intro: `Plans change. This policy explains what it costs to cancel or move an appointment with ${company.name}, and how to tell us.`,
    sections: [
      {
        heading: "1. Cancelling an appointment",
        paragraphs: [
          `You can cancel free of charge up to ${cancellation.freeUntilHours} hours before your appointment.`,
          `If you cancel within ${cancellation.freeUntilHours} hours of your appointment, a late cancellation fee of ${formatUsd(cancellation.lateFee)} applies.`,
          `If an appointment is not cancelled at least ${cancellation.fullChargeWithinHours} hours before its start time, the full price of the service is charged, because a technician has already been set aside for you.`,
        ],
      },
      {
        heading: "2. Rescheduling",
        paragraphs: [
          `Rescheduling applies to ${rescheduling.appliesTo} only; remote and phone sessions can simply be booked again.`,
          `You can move such an appointment free of charge up to ${rescheduling.freeUntilHours} hours before it starts.`,
          `Moving it within ${rescheduling.freeUntilHours} hours of its start costs ${formatUsd(rescheduling.lateFee)}.`,
        ],
      },
      {
        heading: "3. How to cancel or reschedule",
        paragraphs: [
          `Call us on ${company.phone.display} or e-mail ${company.email}. We answer ${company.hoursLong}, and the time we receive your call or e-mail is the time that counts for this policy.`,
        ],
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
