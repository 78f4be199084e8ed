import { company } from "@/data/company";
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
  const [subject, lines] = ((): [string, string[]] => {
    switch (notice.kind) {
      case "published":
        return [
          "Your technician profile is published",
          [
            "Our staff have published your profile. Clients can now see it at:",
            page,
          ],
        ];
      case "hidden":
        return [
          "Your technician profile is hidden",
          [
            "Our staff have hidden your profile, so it is no longer public.",
            `The reason: ${notice.reason}`,
            `Put it right in your profile editor and send it for review again: ${editor}`,
          ],
        ];
      case "replaced":
        return [
          `A field of your technician profile was changed: ${fieldLabels[notice.field]}`,
          [
            `Our staff replaced the field "${fieldLabels[notice.field]}" of your profile.`,
            `The reason: ${notice.reason}`,
            `See your profile: ${editor}`,
          ],
        ];
      case "tech-granted":
        return [
          "You are now one of our technicians",
          [
            "Our staff have made your account a technician's account.",
            `Note: ${notice.reason}`,
            `Write your public profile here: ${editor}`,
          ],
        ];
      case "tech-removed":
        return [
          "Your technician account has ended",
          [
            "Our staff have ended your account's technician role; your profile is no longer public.",
            `The reason: ${notice.reason}`,
          ],
        ];
    }
  })();
  const greeting = `Hello ${displayName},`;
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
