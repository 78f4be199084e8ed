import * as v from "valibot";
import { authorNameOf, shownAuthor } from "@/lib/reviews/author";
import { reviewLinkReference, signReviewLink } from "@/lib/reviews/link";
import {
  composeReviewHidden,
  composeReviewInvitation,
} from "@/lib/reviews/mail";
import {
  fieldIssues,
  moderationSchema,
  replySchema,
  reviewInputSchema,
} from "@/lib/reviews/schema";

const secret = "x".repeat(32);
const completedAt = new Date("2026-03-01T15:00:00.000Z");

describe("a review as typed (docs/product.md §24.2)", () => {
  const parse = (input: Record<string, unknown>) =>
    v.safeParse(reviewInputSchema, {
      token: "t",
      rating: 4,
      body: "",
      ...input,
    });

  it("takes 1 to 5 whole stars", () => {
    for (const rating of [1, 5]) expect(parse({ rating }).success).toBe(true);
    for (const rating of [0, 6, 4.5, "4", null]) {
      const parsed = parse({ rating });
      expect(parsed.success).toBe(false);
      if (!parsed.success) {
        expect(fieldIssues(parsed.issues)).toEqual({
          rating: "Choose from 1 to 5 stars.",
        });
      }
    }
  });

  it("takes at most 2,000 characters after trimming", () => {
    const parsed = parse({ body: `  ${"a".repeat(2000)}\n ` });
    expect(parsed.success && parsed.output.body).toBe("a".repeat(2000));
    const over = parse({ body: "a".repeat(2001) });
    expect(over.success).toBe(false);
    if (!over.success) {
      expect(fieldIssues(over.issues).body).toBe(
        "Your review can be at most 2000 characters.",
      );
    }
  });

  it("refuses control characters and keeps line breaks", () => {
    expect(parse({ body: "Fast\u0007 work" }).success).toBe(false);
    const parsed = parse({ body: "Fast\r\nand tidy\tthanks" });
    expect(parsed.success && parsed.output.body).toBe("Fast\nand tidy\tthanks");
  });

  it("says each check in the form's language", () => {
    const inSpanish = (input: Record<string, unknown>) => {
      const parsed = v.safeParse(
        reviewInputSchema,
        { token: "t", rating: 4, body: "", ...input },
        { lang: "es" },
      );
      return parsed.success ? [] : parsed.issues.map((issue) => issue.message);
    };
    const unreadable = "Su reseña contiene caracteres que no podemos mostrar.";
    const notUnderstood = "No pudimos entender la reseña.";
    expect(inSpanish({ rating: 0 })).toEqual(["Elija de 1 a 5 estrellas."]);
    expect(inSpanish({ body: "a".repeat(2001) })).toEqual([
      "Su reseña puede tener como máximo 2000 caracteres.",
    ]);
    expect(inSpanish({ body: "a\u0007" })).toEqual([unreadable]);
    expect(inSpanish({ body: 5 })).toEqual([unreadable]);
    expect(inSpanish({ token: 5 })).toEqual([notUnderstood]);
    expect(inSpanish({ version: 0 })).toEqual([notUnderstood]);
    // A parse asked for no language, or another one, says English.
    const parsed = v.safeParse(reviewInputSchema, {
      token: "t",
      rating: 4,
      body: 5,
    });
    expect(!parsed.success && parsed.issues[0]?.message).toBe(
      "Your review must be text.",
    );
  });

  it("stores markup as the text it is", () => {
    const parsed = parse({ body: "<b>great</b> <script>x()</script>" });
    expect(parsed.success && parsed.output.body).toBe(
      "<b>great</b> <script>x()</script>",
    );
  });

  it("hides only for a reason from the list", () => {
    const hide = { id: 1, version: 1, action: "hide" };
    expect(v.safeParse(moderationSchema, hide).success).toBe(false);
    expect(
      v.safeParse(moderationSchema, { ...hide, reason: "low-rating" }).success,
    ).toBe(false);
    expect(
      v.safeParse(moderationSchema, { ...hide, reason: "abuse" }).success,
    ).toBe(true);
    expect(
      v.safeParse(moderationSchema, { id: 1, version: 1, action: "keep" })
        .success,
    ).toBe(true);
  });

  it("a reply is required, and at most 1,000 characters", () => {
    const said = (input: unknown) => {
      const parsed = v.safeParse(replySchema, input);
      return parsed.success ? [] : parsed.issues.map((issue) => issue.message);
    };
    expect(said({ id: 1, body: "  " })).toEqual(["Your reply is required."]);
    expect(said({ id: 1, body: "a".repeat(1001) })).toEqual([
      "Your reply can be at most 1000 characters.",
    ]);
    expect(said({ id: 0, body: 5 })).toEqual([
      "No review has that number.",
      "Your reply must be text.",
    ]);
    expect(v.safeParse(replySchema, { id: 1, body: "Thanks!" }).success).toBe(
      true,
    );
  });
});

describe("the signature", () => {
  it("is the first name and the last name's initial", () => {
    expect(authorNameOf("Maria", "lopez")).toBe("Maria L.");
    expect(authorNameOf(" Maria ", null)).toBe("Maria");
    expect(authorNameOf(null, "Lopez")).toBeNull();
    expect(shownAuthor(null)).toBe("a customer");
  });
});

describe("the review link (docs/product.md §24.1)", () => {
  const token = signReviewLink({ reference: "BP-ABC123", completedAt }, secret);
  const edge = new Date("2026-04-30T15:00:00.000Z");

  it("opens its booking until 60 days after completion", () => {
    expect(reviewLinkReference(token, { secret, now: edge })).toBe("BP-ABC123");
    expect(
      reviewLinkReference(token, {
        secret,
        now: new Date(edge.getTime() + 1),
      }),
    ).toBeUndefined();
  });

  it("is refused when altered or signed with another key", () => {
    const now = completedAt;
    expect(
      reviewLinkReference(token, { secret: "y".repeat(32), now }),
    ).toBeUndefined();
    expect(reviewLinkReference(`${token}x`, { secret, now })).toBeUndefined();
    expect(reviewLinkReference(undefined, { secret, now })).toBeUndefined();
  });
});

describe("the reviews' mails escape what the customer typed", () => {
  it("the invitation names the booking and carries the link", () => {
    const mail = composeReviewInvitation({
      to: "ann@example.com",
      firstName: "Ann<b>",
      reference: "BP-ABC123",
      services: ["Network security"],
      techName: "Sam",
      link: "https://example.com/reviews/abc",
      lastDay: "2026-04-30",
    });
    expect(mail.to).toBe("ann@example.com");
    expect(mail.subject).toBe("How did it go? Review booking BP-ABC123");
    expect(mail.text).toContain("https://example.com/reviews/abc");
    expect(mail.text).toContain("Thu, Apr 30, 2026");
    expect(mail.html).toContain("Hello Ann&lt;b&gt;,");
    expect(mail.html).not.toContain("<b>");
  });

  it("the hidden mail gives the reason and quotes the review as text", () => {
    const mail = composeReviewHidden({
      to: "ann@example.com",
      reference: "BP-ABC123",
      reasonLabel: "It is abusive",
      body: '<img src=x onerror="alert(1)">',
    });
    expect(mail.subject).toBe("Your review of booking BP-ABC123 was hidden");
    expect(mail.text).toContain(
      "We hid your review of booking BP-ABC123: It is abusive.",
    );
    expect(mail.html).toContain(
      "&lt;img src=x onerror=&quot;alert(1)&quot;&gt;",
    );
    expect(mail.html).not.toContain("<img");
  });
});
