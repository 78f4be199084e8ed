import { company } from "@/data/company";
import { translator } from "@/lib/i18n/catalogue";
import { escapeHtml, type Composed } from "@/lib/mail/compose";
import { fieldLabels, type ReplaceableField } from "./profile";

export type ProfileNotice =
  | { readonly kind: "published" }
  | { readonly kind: "hidden"; readonly reason: string }
  | {
      readonly kind: "replaced";
      readonly field: ReplaceableField;
      readonly reason: string;
    }
  | { readonly kind: "tech-granted"; readonly reason: string }
  | { readonly kind: "tech-removed"; readonly reason: string };

/**
 * The e-mail a Tech gets when staff change their profile or their role
 * (docs/product.md §17.3), with the reason staff gave. The company is its
 * Reply-To, so an answer reaches the desk.
 */
export function composeProfileNotice(
  notice: ProfileNotice,
  {
    displayName,
    handle,
    origin,
  }: {
    displayName: string;
    handle?: string;
    origin: string;
  },
): Composed {
  const page = handle ? `${origin}/techs/${handle}` : "";
  const editor = `${origin}/techs/edit`;
  const t = translator("en", "techProfileMail");
  const [subject, lines] = ((): [string, string[]] => {
    switch (notice.kind) {
      case "published":
        return [t("published.subject"), [t("published.body"), page]];
      case "hidden":
        return [
          t("hidden.subject"),
          [
            t("hidden.body"),
            t("reason", { reason: notice.reason }),
            t("hidden.fix", { editor }),
          ],
        ];
      case "replaced": {
        const field = fieldLabels[notice.field];
        return [
          t("replaced.subject", { field }),
          [
            t("replaced.body", { field }),
            t("reason", { reason: notice.reason }),
            t("replaced.see", { editor }),
          ],
        ];
      }
      case "tech-granted":
        return [
          t("granted.subject"),
          [
            t("granted.body"),
            t("granted.note", { reason: notice.reason }),
            t("granted.write", { editor }),
          ],
        ];
      case "tech-removed":
        return [
          t("removed.subject"),
          [t("removed.body"), t("reason", { reason: notice.reason })],
        ];
    }
  })();
  const greeting = translator("en", "mail")("hello", { name: displayName });
  const sign = `${company.name}`;
  const body = [greeting, "", ...lines.filter(Boolean), "", sign];
  return {
    subject,
    text: body.join("\n"),
    html: body
      .map((line) => (line === "" ? "" : `<p>${escapeHtml(line)}</p>`))
      .join(""),
    replyTo: { name: company.name, address: company.email },
  };
}
