import type { Locator, Page } from "@playwright/test";
import { formatUsd } from "@/data/money";
import { services } from "@/data/services";
import { expect, storedSlugs, storedLine, test, visit } from "./fixtures";

// Ruling 93, docs/product.md §3.6: the words the seed (SPEC.md) names stay as it
// words them, case and punctuation included; a qualification goes beside them,
// never in their place. This is every such word a visitor reads on the English
// site, with where it shows, checked on the built site by one page visiting
// each path in turn. A rendered word is read as the visitor sees it
// (`innerText`, so a CSS text-transform counts). Not here, because the site no
// longer draws them, by an explicit ruling: the signed-in placeholder heading
// "user" (SPEC.md l.81), which ruling 56 replaced with the account.

/** How the words appear. */
type Shown =
  /** A heading reading exactly the words. */
  | "heading"
  /** A labelled region whose heading reads exactly the words. */
  | "region"
  /** A button whose visible text is exactly the words. */
  | "button"
  /** A link whose visible text is exactly the words. */
  | "link"
  /** A field label: the words, then at most a bracketed qualification ("(optional)"). */
  | "label"
  /** A field's placeholder, exactly the words. */
  | "placeholder"
  /** An element whose whole text is exactly the words. */
  | "text"
  /** The words inside a longer text. */
  | "in text"
  /** A live status reading exactly the words. */
  | "status"
  /** A top-level entry of the sidebar (a link, or a group's disclosure). */
  | "sidebar entry";

/** What the visitor has done for the words to show: the least interaction. */
type When =
  /** A fresh visitor: an empty cart, nobody signed in. */
  | "as served"
  /** After pressing Menu. */
  | "menu open"
  /** While a client-side navigation (to /about-us) waits for its page. */
  | "navigating"
  /** After pressing Add to Cart on the page. */
  | "after Add to Cart"
  /** With the service below in the cart. */
  | "service in cart";

type Entry = {
  readonly path: string;
  readonly words: string;
  readonly shown: Shown;
  readonly when?: When;
  /** Where on the page, when the words show in more than one place. */
  readonly within?: "main" | "footer";
};

/** A home visit, so the checkout asks for the address the spec lists. */
const service = services.find((s) => s.slug === "printer-installation")!;
const servicePath = `/services/${service.slug}`;

/** Every word the seed names; the comment gives SPEC.md's line, or the ruling. */
const seedWords: readonly Entry[] = [
  // l.38 "Hero banner with About Us and Contact Us buttons."
  { path: "/", words: "About Us", shown: "link", within: "main" },
  { path: "/", words: "Contact Us", shown: "link", within: "main" },
  // l.39 "A 'Featured Services' grid"
  { path: "/", words: "Featured Services", shown: "heading" },
  // l.40 "An 'ITES Services' pricing block with three tiers"
  { path: "/", words: "ITES Services", shown: "heading" },
  // l.10, l.135 tiers "Gold, Platinum, Custom"
  { path: "/", words: "Gold", shown: "heading" },
  { path: "/", words: "Platinum", shown: "heading" },
  { path: "/", words: "Custom", shown: "heading" },
  // l.12 "Support is stated as available 24x7."
  { path: "/", words: "24x7", shown: "in text", within: "footer" },
  // l.85 "The footer holds … a Contact Us button"
  { path: "/", words: "Contact Us", shown: "link", within: "footer" },
  // l.85 "The copyright year shown is 2020"; ruling 14: from 2020 to this year
  { path: "/", words: "© 2020", shown: "in text", within: "footer" },
  // l.84 the sidebar's entries; ruling 11 keeps them as listed
  ...[
    "Home",
    "Printer Solutions",
    "Router Solutions",
    "Antivirus Solutions",
    "ITES Services",
    "Computer Solutions",
    "Operating System",
    "Browsers Setup",
    "Application Software",
    "About Us",
    "Contact Us",
  ].map((words): Entry => ({
    path: "/",
    words,
    shown: "sidebar entry",
    when: "menu open",
  })),
  // l.41 "The text 'LOADING..' is shown until the services are ready"; ruling 9:
  // the pages are pre-rendered, so it shows while a client navigation waits
  { path: "/", words: "LOADING..", shown: "status", when: "navigating" },

  // l.45 "Title bar with 'STARTS AT ONLY' followed by the price, and a BOOK NOW button"
  {
    path: servicePath,
    words: `STARTS AT ONLY ${formatUsd(service.price)}`,
    shown: "text",
  },
  { path: servicePath, words: "BOOK NOW", shown: "button" },
  // l.50 "The Add to Cart and BOOK NOW buttons put the service in the cart."
  { path: servicePath, words: "Add to Cart", shown: "button" },
  // l.47 "A 'Services Include' list."
  { path: servicePath, words: "Services Include", shown: "heading" },
  // l.48 "A 'FAQ's' list of question and answer pairs."
  { path: servicePath, words: "FAQ's", shown: "heading" },
  // l.50 "Once it is in the cart, a Go to Cart link is shown and a Remove from
  // Cart button is offered."
  {
    path: servicePath,
    words: "Go to Cart",
    shown: "link",
    when: "after Add to Cart",
  },
  {
    path: servicePath,
    words: "Remove from Cart",
    shown: "button",
    when: "after Add to Cart",
  },

  // l.59 "each have an 'Our Pricing' section with three tiers"
  { path: "/cloud-computing", words: "Our Pricing", shown: "heading" },
  { path: "/network-security", words: "Our Pricing", shown: "heading" },
  { path: "/managed-services", words: "Our Pricing", shown: "heading" },

  // l.71 "Empty cart: the text 'Your cart is empty.', then 'Click the button
  // below to add a new service!', and an 'Add A Service' link to /."
  { path: "/cart", words: "Your cart is empty.", shown: "text" },
  {
    path: "/cart",
    words: "Click the button below to add a new service!",
    shown: "text",
  },
  { path: "/cart", words: "Add A Service", shown: "link" },
  // l.66 "each item with title, price and a Remove button"
  { path: "/cart", words: "Remove", shown: "button", when: "service in cart" },
  // l.68 "A Checkout link to /checkout."
  { path: "/cart", words: "Checkout", shown: "link", when: "service in cart" },
  // l.69 "A Clear Cart button."
  {
    path: "/cart",
    words: "Clear Cart",
    shown: "button",
    when: "service in cart",
  },

  // l.74 "Heading Checkout."
  {
    path: "/checkout",
    words: "Checkout",
    shown: "heading",
    when: "service in cart",
  },
  // l.75 "a form with First Name, Last Name, Phone, Email, Address 1, Address 2,
  // City, State, Zip and a Submit button"; ruling 29 adds fields beside them
  ...[
    "First Name",
    "Last Name",
    "Phone",
    "Email",
    "Address 1",
    "Address 2",
    "City",
    "State",
    "Zip",
  ].map((words): Entry => ({
    path: "/checkout",
    words,
    shown: "label",
    when: "service in cart",
    within: "main",
  })),
  {
    path: "/checkout",
    words: "Submit",
    shown: "button",
    when: "service in cart",
  },
  // l.76 "Right: a panel 'Total Amount to Pay'"; ruling 93 names it, and ruling
  // 74's "paid after the service" is the line beneath it
  {
    path: "/checkout",
    words: "Total Amount to Pay",
    shown: "region",
    when: "service in cart",
  },

  // l.80 "a Login screen with the heading Login, an email field with placeholder
  // 'Enter email' and the hint 'We'll never share your email with anyone
  // else.', a password field, a Login button and a Signup button"
  { path: "/user", words: "Login", shown: "heading" },
  { path: "/user", words: "Enter email", shown: "placeholder" },
  {
    path: "/user",
    words: "We'll never share your email with anyone else.",
    shown: "text",
  },
  { path: "/user", words: "Login", shown: "button" },
  { path: "/user", words: "Signup", shown: "button" },

  // l.11 "The privacy text names two registered account types. A Client … A Tech"
  { path: "/privacy-policy", words: "Client", shown: "in text" },
  { path: "/privacy-policy", words: "Tech", shown: "in text" },
  // l.12 "Data is stated as stored on servers in the United States."
  {
    path: "/privacy-policy",
    words: "servers in the United States",
    shown: "in text",
  },
];

const escaped = (words: string) =>
  words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s+");
/** The words and nothing else, around which only white space. */
const whole = (words: string) => new RegExp(`^\\s*${escaped(words)}\\s*$`);
/** The words in a longer text, not as part of a longer word. */
const inside = (words: string) =>
  new RegExp(
    `${/^\w/.test(words) ? "\\b" : ""}${escaped(words)}${/\w$/.test(words) ? "\\b" : ""}`,
  );
/** A label: the words, then at most a bracketed qualification beside them. */
const labelled = (words: string) =>
  new RegExp(`^\\s*${escaped(words)}(?:\\s+\\([^)]*\\))?\\s*$`);
/** A sidebar entry: the words, and a group's aria-hidden "›". */
const entry = (words: string) =>
  new RegExp(`^\\s*${escaped(words)}\\s*›?\\s*$`);

/** The element that shows the words, and what its rendered text must match. */
function find(page: Page, { words, shown, within }: Entry) {
  const scope =
    within === "main"
      ? page.getByRole("main")
      : within === "footer"
        ? page.getByRole("contentinfo")
        : page.locator("body");
  const pick = (locator: Locator) => locator.filter({ visible: true }).first();
  switch (shown) {
    case "heading":
      return {
        element: pick(scope.getByRole("heading", { name: words, exact: true })),
        reads: whole(words),
      };
    case "region":
      return {
        element: pick(
          scope
            .getByRole("region", { name: words, exact: true })
            .getByRole("heading", { name: words, exact: true }),
        ),
        reads: whole(words),
      };
    case "button":
    case "link":
      return {
        element: pick(scope.getByRole(shown).filter({ hasText: whole(words) })),
        reads: whole(words),
      };
    case "label":
      return {
        element: pick(
          scope.locator("label").filter({ hasText: labelled(words) }),
        ),
        reads: labelled(words),
      };
    case "placeholder":
      return {
        element: pick(scope.getByPlaceholder(words, { exact: true })),
        reads: null,
      };
    case "text":
      return {
        element: pick(scope.getByText(words, { exact: true })),
        reads: whole(words),
      };
    case "in text":
      return {
        element: pick(scope.getByText(inside(words))),
        reads: inside(words),
      };
    case "status":
      return {
        element: pick(
          scope.getByRole("status").filter({ hasText: whole(words) }),
        ),
        reads: whole(words),
      };
    case "sidebar entry":
      return {
        element: pick(
          page
            .getByRole("navigation", { name: "Site" })
            .locator(
              ":scope > ul > li > a, :scope > ul > li > details > summary",
            )
            .filter({ hasText: entry(words) }),
        ),
        reads: entry(words),
      };
  }
}

/** Brings the page to the state the words need, by the least interaction. */
async function open(page: Page, path: string, when: When) {
  await visit(page, path);
  const cart = when === "service in cart" ? [service.slug] : [];
  if ((await storedSlugs(page)).join() !== cart.join()) {
    await page.evaluate(
      (lines) => localStorage.setItem("cart", lines),
      JSON.stringify(cart.map(storedLine)),
    );
    await visit(page, path);
  }
  if (when === "menu open")
    await page.getByRole("button", { name: "Menu", exact: true }).click();
  if (when === "after Add to Cart")
    await page.getByRole("button", { name: "Add to Cart" }).click();
  if (when === "navigating") {
    // Held until the words are read, then let through.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/about-us?_rsc=*", async (route) => {
      await held;
      await route.continue();
    });
    await page
      .getByRole("main")
      .getByRole("link", { name: "About Us", exact: true })
      .click();
    return async () => {
      release();
      await expect(page).toHaveURL("/about-us");
      await page.unrouteAll({ behavior: "wait" });
    };
  }
  return async () => {};
}

/** The table's entries, one group per page state, in the table's order. */
function groups() {
  const found: { path: string; when: When; entries: Entry[] }[] = [];
  for (const e of seedWords) {
    const when = e.when ?? "as served";
    const last = found.at(-1);
    if (last && last.path === e.path && last.when === when)
      last.entries.push(e);
    else found.push({ path: e.path, when, entries: [e] });
  }
  return found;
}

test("the seed's words stand on the English site, as it words them (ruling 93)", async ({
  page,
}) => {
  test.setTimeout(120_000);
  for (const { path, when, entries } of groups()) {
    await test.step(`${path} (${when})`, async () => {
      const done = await open(page, path, when);
      for (const e of entries) {
        const { element, reads } = find(page, e);
        const what = `${e.path}: ${e.shown} "${e.words}"${e.within ? ` in ${e.within}` : ""} (${when})`;
        // Soft, so one run names every drifted entry; `element` is visible
        // matches only, so reading its text also says it is there.
        if (reads)
          await expect
            .soft(element, what)
            .toHaveText(reads, { useInnerText: true });
        else await expect.soft(element, what).toBeVisible();
      }
      await done();
    });
  }
});
