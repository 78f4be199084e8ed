import { priceStory } from "@/data/price-story";
import { company } from "@/data/company";
import { privacyPolicyLink } from "@/data/navigation";
import type { AboutUsContent } from "./types";

/** The about page's copy (docs/product.md §3), written as we would say it on the phone. */
export const aboutUs = {
  sections: [
    {
      heading: "Who we help",
      paragraphs: [
        `${company.name} has helped households and small offices with their technology since ${company.foundedYear}. Our customers are people who want their printer, WiFi and computers to simply work: families, retirees, people working from home, and offices of a few people without an IT department of their own.`,
        `${priceStory.price} You see it before you book, so you never wait for a bill to find out what a visit cost. ${priceStory.payment}`,
      ],
    },
    {
      heading: "How support works",
      paragraphs: [
        `You call us or book a service online. A technician then helps you by phone, or in a remote session on your computer that starts only once you approve it and that you can end at any moment. We are available ${company.hoursLong}, including evenings, weekends and holidays.`,
        "Where a job needs hands on the equipment, such as installing a new printer or extending WiFi, we arrange an in-home visit.",
      ],
    },
    {
      heading: "Where your data is kept",
      paragraphs: [
        `Account data is stored on servers in ${company.dataLocation}. We never sell it, and our technicians see only what they need to fix the problem you asked about.`,
      ],
      link: { label: "Read our privacy policy", href: privacyPolicyLink.href },
    },
  ],
  talk: {
    heading: "Talk to us",
    beforePhone: "Call",
    afterPhone: "or send us a message and we will take it from there.",
    contactLabel: "Contact Us",
  },
} as const satisfies AboutUsContent;
