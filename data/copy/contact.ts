import { contactEs } from "@/data/es/contact";
import type { Locale } from "@/data/locale";

/** The contact page's fixed words (docs/product.md §6), in each language. */
export type ContactCopy = {
  readonly title: string;
  readonly description: (phone: string, name: string, hours: string) => string;
  readonly lead: string;
  readonly formHeading: string;
  readonly name: string;
  readonly phone: string;
  readonly email: string;
  readonly message: string;
  readonly messageHint: (characters: string) => string;
  readonly send: string;
  readonly note: (email: string) => string;
  /** The opening line a plan button's link fills in. */
  readonly enquiry: (plan: string, offering?: string) => string;
  readonly thanks: string;
  readonly referenceIs: string;
  readonly reply: string;
  readonly mentionReference: string;
  readonly details: string;
  readonly detailsPhone: string;
  readonly detailsEmail: string;
  readonly writeToUs: string;
  readonly hours: string;
  readonly office: string;
};

const en: ContactCopy = {
  title: "Contact Us",
  description: (phone, name, hours) =>
    `Call ${phone} or e-mail ${name} ${hours} for help with printers, WiFi, viruses, computers and managed IT plans.`,
  lead: "Tell us what is wrong, or which plan you are interested in, and a technician will get back to you.",
  formHeading: "Send us a message",
  name: "Name",
  phone: "Contact number",
  email: "Email address",
  message: "How can we help?",
  messageHint: (characters) => `Up to ${characters} characters.`,
  send: "Send message",
  note: (email) =>
    `Your message goes to our team at ${email}, and we reply to the e-mail address you give.`,
  enquiry: (plan, offering) =>
    `I'm interested in the ${plan} plan${offering ? ` for ${offering}` : ""}. Please get in touch.`,
  thanks: "Thank you, your message is on its way",
  referenceIs: "Your reference is",
  reply:
    "A technician will reply by e-mail or phone, usually within a few hours. If it is urgent, call us at",
  mentionReference: "and mention the reference.",
  details: "Contact details",
  detailsPhone: "Phone",
  detailsEmail: "E-mail",
  writeToUs: "Write to us",
  hours: "Hours",
  office: "Office",
};

export const contactCopy: Readonly<Record<Locale, ContactCopy>> = {
  en,
  es: contactEs,
};
