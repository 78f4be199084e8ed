import { business as defaults, type Business } from "@/data/business";
import { priceStory } from "@/data/price-story";
import { company as defaultCompany, type Company } from "@/data/company";
import { membershipReminders } from "@/data/memberships";
import { formatUsd } from "@/data/money";
import { refundPolicyLink } from "@/data/navigation";
import type { PolicyDocument } from "./policy";

export function termsOfService(
  business: Business = defaults,
  company: Company = defaultCompany,
): PolicyDocument {
  const { membership, backup, repair, refund } = business;
  return {
    title: "Terms of Service",
    intro: `These terms apply to every service you book with ${company.name}. Please read them before booking; by booking you agree to them.`,
    sections: [
      {
        heading: "1. Who can use our services",
        paragraphs: [
          `You must be at least ${business.minimumAge} years old to book a service or create an account.`,
          "These terms are valid from the date you register with us and apply to every booking after that.",
        ],
      },
      {
        heading: "2. Prices and charges",
        paragraphs: [
          `Our services are charged per ${business.chargedPer}: each problem you book help for is one charge at the price shown on the service page.`,
          `That price is fixed for the ${business.chargedPer} the service describes. If the technician finds more than it covers, they tell you and quote before doing anything more; nothing more is done without your agreement.`,
          priceStory.payment,
          `A one-on-one training session with a technician costs ${formatUsd(business.trainingSessionPrice)}.`,
        ],
      },
      {
        heading: "3. Memberships",
        paragraphs: [
          `Managed IT plans are memberships that last ${membership.termMonths} months from the date you register${membership.autoRenews ? ` and renew automatically for another ${membership.termMonths} months` : ""}.`,
          "You can switch automatic renewal off, or on again, at any time before the term ends, in the customer portal on your account page: one button and one confirmation, with no call and no reason asked. We confirm the change by e-mail. Switching renewal off keeps your plan until the end of the term; it then ends.",
          `We e-mail you ${membershipReminders.renewalDays.join(" and ")} days before a renewal, with its date and price; with renewal off, ${membershipReminders.endingDays} days before the end. Nothing is charged online: we invoice you as we do today. To change plans, contact us.`,
        ],
        link: { label: "See your plan on your account page", href: "/user" },
      },
      {
        heading: "4. What our services cover",
        paragraphs: [
          `Backups to CD or DVD are limited to ${backup.discMaxGb} GB per service; larger backups go to an external drive or a cloud service.`,
          `We diagnose hardware faults but ${repair.hardwareRepair ? "repair hardware only where the service says so" : "do not repair hardware"}: we tell you which part has failed so you can have it repaired or replaced.`,
          `Computers more than ${repair.costlyAfterYears} years old are flagged before work starts, because repairing them is often costly compared with replacing them.`,
        ],
      },
      {
        heading: "5. Remote sessions",
        paragraphs: [
          "A technician connects to your computer only after you approve the session, and you can end it at any time. Please save your work and back up important files before a session.",
        ],
      },
      {
        heading: "6. Cancellations and refunds",
        paragraphs: [
          `Cancelling or moving an appointment is covered by our cancellation policy. If a service did not solve your problem, you can ask for a refund within ${refund.windowDays} days as our refund policy describes.`,
        ],
        link: { label: "Read our refund policy", href: refundPolicyLink.href },
      },
      {
        heading: "7. Technician profiles",
        paragraphs: [
          "Our technicians keep public profiles, which our staff check before they are published. A profile may not hold contact details (an e-mail address, a phone number, a website or social account to reach the technician outside our site), prices for work arranged outside our site, claims about other companies, or offensive content.",
          "We may hide a profile, or replace a field of it, that breaks these rules. The technician is told which part and why, by e-mail.",
        ],
      },
    ],
  };
}
