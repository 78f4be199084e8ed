/** What a Share button says after it is pressed, on a service page or a cart. */
export type ShareSaid = {
  readonly copied: string;
  readonly manual: string;
};

/** What a Share button says in English; the cart's words carry it too. */
export const shareSaidEn: ShareSaid = {
  copied: "Link copied",
  manual: "Copy the link below to share it.",
};
