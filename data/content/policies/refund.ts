import { business as defaults, type Business } from "@/data/business";
import { company as defaultCompany, type Company } from "@/data/company";
import type { PolicyDocument } from "./policy";

export function refundPolicy(
  business: Business = defaults,
  company: Company = defaultCompany,
): PolicyDocument {
  const { refund } = business;
  return {
    title: "Refund Policy",
    intro: `We want every visit to leave things working. If a service from ${company.name} did not solve the problem you booked it for, you can ask for your money back.`,
    sections: [
      {
        heading: "1. Who can ask for a refund",
        paragraphs: [
          `You can request a refund within ${refund.windowDays} days of the date the service was delivered.`,
          "Before refunding, we usually offer to look at the problem again at no cost, because that is often the quickest way to get you working. You are free to decline and take the refund.",
        ],
      },
      {
        heading: "2. How to request a refund",
        paragraphs: [
          `Refunds are requested by ${refund.requestBy}: call us on ${company.phone.display}, ${company.hoursLong}. Please have your name and the date of the service ready.`,
        ],
      },
      {
        heading: "3. How you are paid back",
        paragraphs: [
          `Approved refunds are credited to the card you paid with within ${refund.creditWithinBusinessDays} business days. Your bank may take a little longer to show it on your statement.`,
        ],
      },
      {
        heading: "4. What cannot be refunded",
        paragraphs: [
          "Software licenses, hardware and subscriptions you bought from other companies are refunded by those companies under their own terms; we are happy to help you ask.",
          "Late cancellation fees are charged under our cancellation policy and are not refundable.",
        ],
      },
    ],
  };
}
