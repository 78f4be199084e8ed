import { business as defaults, type Business } from "@/data/business";
import { company as defaultCompany, type Company } from "@/data/company";
import type { PolicyDocument } from "./policy";

export function privacyPolicy(
  business: Business = defaults,
  company: Company = defaultCompany,
): PolicyDocument {
  return {
    title: "Privacy Policy",
    intro: `This policy explains what ${company.name} knows about you, why, and where it is kept.`,
    sections: [
      {
        heading: "1. Accounts",
        paragraphs: [
          "There are two kinds of registered account. A Client account belongs to someone with a technical problem: the Client describes the problem, chooses how they want to be contacted, and may restrict which Techs can see the problem.",
          "A Tech account belongs to a technician who bids on problems posted by Clients. A Tech keeps a public profile that Clients can read before accepting a bid.",
        ],
      },
      {
        heading: "2. How we support you",
        paragraphs: [
          `Support is given by phone or by a remote session, ${company.hoursLong}. A technician can only start a remote session with your permission, and you can end it whenever you like.`,
          "During a session the technician sees only what is needed to fix the problem you booked help for. We do not copy your files unless a backup or transfer you booked requires it.",
        ],
      },
      {
        heading: "3. What this website keeps in your browser",
        paragraphs: [
          "Your cart is stored in your own browser and is never sent to us. When you sign in, your account identifier is kept in your browser so you stay signed in; signing out removes it.",
          "The checkout and contact forms do not send anything to our servers: contact requests open your own e-mail program, and bookings are confirmed by phone or e-mail.",
        ],
      },
      {
        heading: "4. Where your data is kept",
        paragraphs: [
          `Account data is stored on servers in ${company.dataLocation}. We never sell your data and share it only with the technician handling your request.`,
        ],
      },
      {
        heading: "5. Children",
        paragraphs: [
          `Our accounts and services are for adults: you must be at least ${business.minimumAge} years old to create an account or book a service.`,
          `We do not knowingly collect personal information from anyone under ${business.minimumAge}, including children under 13. If you believe a child has given us information, tell us and we will delete it.`,
        ],
      },
      {
        heading: "6. Questions",
        paragraphs: [
          `To see, correct or delete what we hold about you, e-mail ${company.email} or call ${company.phone.display}.`,
        ],
      },
    ],
  };
}
