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
  // A Tech's mails are English, as a Tech's pages are (techMail).
  const t = translator("en", "techMail");
  const [subject, lines] = ((): [string, string[]] => {
    switch (notice.kind) {
      case "published":
        return [t("publishedSubject"), [t("published"), page]];
      case "hidden":
        return [
          t("hiddenSubject"),
          [
            t("hidden"),
            t("reason", { reason: notice.reason }),
            t("putRight", { editor }),
          ],
        ];
      case "replaced":
        return [
          t("replacedSubject", { field: fieldLabels[notice.field] }),
          [
            t("replaced", { field: fieldLabels[notice.field] }),
            t("reason", { reason: notice.reason }),
            t("seeProfile", { editor }),
          ],
        ];
      case "tech-granted":
        return [
          t("grantedSubject"),
          [
            t("granted"),
            t("note", { reason: notice.reason }),
            t("writeProfile", { editor }),
          ],
        ];
      case "tech-removed":
        return [
          t("removedSubject"),
          [t("removed"), t("reason", { reason: notice.reason })],
        ];
    }
  })();
  const greeting = t("greeting", { name: displayName });
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
