import type { ShareSaid } from "@/data/copy/service-page";

/** What a Share button says in English; the cart's words carry it too. */
export const shareSaidEn: ShareSaid = {
  copied: "Link copied",
  manual: "Copy the link below to share it.",
};
