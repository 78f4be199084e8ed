import { company as defaultCompany, type Company } from "@/data/company";
import { priceStory } from "@/data/price-story";
import type { Link } from "@/data/navigation";
import { sources, type SourcedFact } from "@/data/content/sources/en";

/** One thing to know or do, with the official fact behind it when there is one. */
export type SafetyPoint = {
  /** Bold lead-in, e.g. "Call you out of the blue." */
  readonly title: string;
  readonly text: string;
  readonly fact?: SourcedFact;
  /** Other sites to go to, such as where to report a scam. */
  readonly links?: readonly Link[];
};

/** /stay-safe: how to tell us from a tech-support scammer (docs/product.md §16). */
export type StaySafeGuide = {
  readonly title: string;
  readonly lead: string;
  readonly intro: string;
  readonly never: {
    readonly heading: string;
    readonly intro: string;
    readonly points: readonly SafetyPoint[];
  };
  readonly check: {
    readonly heading: string;
    readonly paragraphs: readonly string[];
    /** Example of a booking reference, so a visitor knows what to look for. */
    readonly referenceExample: string;
  };
  readonly caught: {
    readonly heading: string;
    readonly intro: string;
    readonly steps: readonly SafetyPoint[];
  };
  readonly figures: {
    readonly heading: string;
    readonly facts: readonly SourcedFact[];
  };
};

/** Where to report a scam: the FTC and the FBI's Internet Crime Complaint Center. */
export const reportLinks = {
  ftc: { label: "ReportFraud.ftc.gov", href: "https://reportfraud.ftc.gov/" },
  ic3: { label: "ic3.gov", href: "https://www.ic3.gov/" },
} as const satisfies Record<string, Link>;

export function staySafeGuide(
  company: Company = defaultCompany,
): StaySafeGuide {
  const referenceExample = "BP-7K3Q9M";
  return {
    title: "How to spot a tech-support scam",
    lead: "What we never do, how to check that it is really us, and what to do if you were caught.",
    intro: `Tech-support scammers pretend to be a company like ours. A pop-up or a phone call says your computer has a problem, then they ask to connect to it and to be paid. ${company.name} really does help by phone and by remote session, so here is how to tell us apart from them.`,
    never: {
      heading: "What we never do",
      intro: `If anyone claiming to be ${company.name} does one of these things, it is not us. Hang up or close the window.`,
      points: [
        {
          title: "Call you out of the blue.",
          text: "We call only when you have asked us to: after you send a booking request or a message, to confirm it.",
          fact: {
            text: "Real customer, security and tech support companies do not start contact with people unasked.",
            source: sources.ic3TechSupportFraud,
          },
        },
        {
          title: "Show pop-ups or warnings on your screen.",
          text: "We never put a message on your screen telling you to call us, and no warning from us ever asks you to ring a number.",
          fact: {
            text: "Scammers reach people through pop-up messages and locked screens that tell them to call a support number.",
            source: sources.ic3TechSupportFraud,
          },
        },
        {
          title:
            "Ask you to pay by gift card, cryptocurrency, wire transfer or payment app.",
          text: `${priceStory.payment} ${priceStory.price} We never send anyone to collect cash, gold or cards from you.`,
          fact: {
            text: "Scammers posing as tech support have told people to turn their savings into cash or gold and hand it to a courier.",
            source: sources.ic3Couriers,
          },
        },
        {
          title: "Start a remote session that you did not ask for and approve.",
          text: "A technician can connect to your computer only with your permission, during a session you booked, and you can end it whenever you like.",
          fact: {
            text: "Companies such as Microsoft do not call to ask for access to your computer; a call like that is a scam.",
            source: sources.ftcWarnYourFriends,
          },
        },
        {
          title: "Ask for your passwords.",
          text: "We never need them. If a step needs a password, you type it yourself.",
          fact: {
            text: "Real companies do not ask for your account passwords; only scammers do.",
            source: sources.ftcWarnYourFriends,
          },
        },
      ],
    },
    check: {
      heading: "How to check that it is us",
      paragraphs: [
        `If someone contacts you saying they are from ${company.name}, hang up and call us yourself on the number printed on this website. Never use a number from a pop-up, an e-mail, a text or a search advert.`,
        `Quote your booking reference: the code shown when you sent your booking request, such as ${referenceExample}. We can tell you what your booking holds; a scammer cannot.`,
        `If a caller wants to connect to your computer, sign in to your account on this website and look under "Remote sessions" for a request on your booking. We only ever connect after you approve a request there, on a computer you registered, and the code you read to the technician is shown only there, once you approve.`,
        `No request in your account means the call is not ours, whatever the caller says. Hang up, and never read out a code that anyone sent you by phone, e-mail or text.`,
      ],
      referenceExample,
    },
    caught: {
      heading: "If you think you were caught",
      intro:
        "Act quickly, and do not be embarrassed: these scams are run by professionals.",
      steps: [
        {
          title: "Hang up and disconnect.",
          text: "End the call, close any remote session, and disconnect the computer from the internet by unplugging its cable or switching off its Wi-Fi.",
          fact: {
            text: "A scammer who had access to your computer may have installed harmful software: update your security software, run a scan and delete anything it finds.",
            source: sources.ftcWarnYourFriends,
          },
        },
        {
          title: "Call your bank.",
          text: "Call your bank or card company now if you paid or gave card details. If you paid with a gift card, call the company that issued it.",
          fact: {
            text: "If you paid by credit or debit card, call the card company or bank immediately and tell them what happened; if you paid with a gift card, contact the gift card company quickly to see whether money still on the card can be frozen.",
            source: sources.ftcWarnYourFriends,
          },
        },
        {
          title: "Change your passwords.",
          text: "Start with your e-mail and your bank, using a computer or phone the scammer never touched.",
          fact: {
            text: "If a scammer got a password, change it immediately and contact the company to make sure nobody has got into your account.",
            source: sources.ftcWarnYourFriends,
          },
        },
        {
          title: "Report it.",
          text: "Tell the Federal Trade Commission at ReportFraud.ftc.gov and the FBI's Internet Crime Complaint Center at ic3.gov. Your report helps them trace and stop scammers.",
          fact: {
            text: "The FBI asks anyone who believes they are a victim of tech support fraud to file a complaint with its Internet Crime Complaint Center.",
            source: sources.ic3TechSupportFraud,
          },
          links: [reportLinks.ftc, reportLinks.ic3],
        },
      ],
    },
    figures: {
      heading: "How common these scams are",
      facts: [
        {
          text: "In 2024, people told the FBI they had lost $1.46 billion to tech-support scams; only investment fraud and business e-mail compromise cost more.",
          source: sources.ic3Report2024,
        },
        {
          text: "People aged 60 and over sent the FBI more complaints about internet crime in 2024 than any other age group, and reported the largest losses: nearly $5 billion.",
          source: sources.ic3Report2024,
        },
        {
          text: "From May to December 2023, people told by scammers to hand cash or precious metals to a courier reported losing over $55 million.",
          source: sources.ic3Couriers,
        },
      ],
    },
  };
}
