// The four policies in English (content: the CMS will take it over).
import { business as defaults, type Business } from "@/data/business";
import { company as defaultCompany, type Company } from "@/data/company";
import { staySafeLink, refundPolicyLink } from "@/data/navigation";
import { rateLimit, retentionMonths } from "@/data/request-rules";
import { reviewCopy, reviewLimits } from "@/data/reviews";
import type { PolicyDocument, PolicyId, PolicyText } from "./policy";
import { formatUsd } from "@/data/money";
import { priceStory } from "@/data/price-story";
import { membershipReminders } from "@/data/memberships";
import navigation from "@/messages/en/navigation.json";

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

/** The English policies by id, for lib/content/policies.ts. */
export const policies = {
  privacy: privacyPolicy,
  cancellation: cancellationPolicy,
  terms: termsOfService,
  refund: refundPolicy,
} as const satisfies Record<PolicyId, PolicyText>;
