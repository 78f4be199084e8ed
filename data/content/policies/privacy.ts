import { business as defaults, type Business } from "@/data/business";
import { company as defaultCompany, type Company } from "@/data/company";
import { staySafeLink } from "@/data/navigation";
import navigation from "@/messages/en/navigation.json";
import { rateLimit, retentionMonths } from "@/data/request-rules";
import { reviewCopy, reviewLimits } from "@/data/reviews";
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
          "We never call you unasked, never ask for your passwords, and never start a session you did not ask for. If someone claiming to be us does, it is a scam.",
        ],
        link: { label: navigation.links.staySafe, href: staySafeLink.href },
      },
      {
        heading: "3. What this website keeps in your browser",
        paragraphs: [
          "Your cart is stored in your own browser and is never sent to us. When you sign in, your account identifier is kept in your browser so you stay signed in; signing out removes it.",
          "While you fill in the checkout or contact form, what you type is kept in your browser for that tab only (session storage), so a reload loses nothing; it is removed once your request is sent, or when you close the tab.",
        ],
      },
      {
        heading: "4. Booking and contact requests",
        paragraphs: [
          `When you send the checkout or contact form, our website's server receives what you typed (your name, phone number, e-mail address and message; for a booking also your address, preferred date and time, notes and the services in your cart) and e-mails it to ${company.name} at ${company.email}. It is sent to no one else. The website also e-mails you, at the address you typed, about that request only: that we received it, and for a booking each change to it and a reminder the day before, with a link that opens it.`,
          `The website keeps each request in its database, in ${company.dataLocation}, from the moment you send it: what you typed, the services and prices, its reference, its status (requested, confirmed, cancelled and so on) and a dated history of every change, including who made it (you, or a member of our staff). The e-mail to us is kept there until our mail server has accepted it. Only our staff, signed in to our staff desk, can see your request; no one else can, and the website shows a booking to you only when you give its reference together with the e-mail address you booked with.`,
          `We erase your name, phone number, e-mail address, street address, notes and message ${retentionMonths} months after the last change to your request. We keep the reference, the services, the prices and the dates, without anything that identifies you, for our accounts. To stop bulk sending, the database also counts, for ${rateLimit.windowMinutes} minutes, the requests that came from your internet address.`,
        ],
      },
      {
        heading: "5. Your bookings and your account",
        paragraphs: [
          "Anyone with a booking's reference and the e-mail address it was made with can see it at our Manage a booking page, with its services, total, time and history, and cancel it or change its date and time. The reference alone is never enough. When you book while signed in, the booking is linked to your account, and your account page lists your bookings; the checkout then fills in your e-mail address and the name, phone number and address of your last booking.",
          "You can delete your account on your account page, except while one of your bookings is waiting for confirmation or confirmed. Deleting it removes the account and erases your name, phone number, e-mail address, street address and notes from your past bookings and from our e-mails about them. What stays is what we need for our books: each booking's reference, services, prices, dates and status.",
          `If you have a Managed IT plan, the website keeps a membership record for your account: your account's identifier and e-mail address, the plan, the yearly price agreed, the registration date, each term's start and end, whether auto-renewal is on, and a dated history of every change and who made it (you, our staff, or the website when a term renews or ends), with the e-mails about it. It uses your e-mail address only to confirm a change you make and to remind you before a renewal or an end. ${retentionMonths} months after a membership ends, your e-mail address and the notes in its history are erased, with the text of those e-mails; the plan, prices and dates stay for our accounts.`,
        ],
      },
      {
        heading: "6. Reviews",
        paragraphs: [
          `When a booking is marked completed, the website e-mails its customer, at the booking's e-mail address, a link to review it: every customer of a completed booking gets the same e-mail. You may give 1 to 5 stars and a text of your own within ${reviewLimits.writeWithinDays} days of the job, and change your review once.`,
          `What is published, on the technician's profile and on the pages of the services you booked: your stars, your text, your first name and the initial of your last name as on the booking, the date, and the technician's one reply. Your e-mail address, your account and the booking's reference are never published. We use the e-mail address only to tell you if our staff hide your review, and why; our staff see the review with its booking and its history.`,
          `A review stays published until our staff hide it for one of the reasons on our list (personal data, abuse, off-topic, or not about this job), never for its stars. When your booking's personal details are erased, ${retentionMonths} months after its last change or when you delete your account, your name and e-mail address are erased from your review too: it stays, signed "${reviewCopy.anonymousAuthor}". To have your name taken off sooner, delete your account on your account page.`,
        ],
      },
      {
        heading: "7. Where your data is kept",
        paragraphs: [
          `Account data is stored on servers in ${company.dataLocation}. We never sell your data and share it only with the technician handling your request.`,
        ],
      },
      {
        heading: "8. Children",
        paragraphs: [
          `Our accounts and services are for adults: you must be at least ${business.minimumAge} years old to create an account or book a service.`,
          `We do not knowingly collect personal information from anyone under ${business.minimumAge}, including children under 13. If you believe a child has given us information, tell us and we will delete it.`,
        ],
      },
      {
        heading: "9. Questions",
        paragraphs: [
          `To see, correct or delete what we hold about you, e-mail ${company.email} or call ${company.phone.display}.`,
        ],
      },
    ],
  };
}
