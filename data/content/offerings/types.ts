/** A managed IT page's words in one language; its slug is its address in every language. */
export type OfferingContent = {
  readonly title: string;
  /** Meta description and banner lead. */
  readonly summary: string;
  readonly sections: readonly {
    readonly heading: string;
    readonly paragraphs: readonly string[];
    readonly points?: readonly string[];
  }[];
};
