/** The home page's hero in one language; `hours` is the company's, from code. */
export type HomeContent = {
  readonly hero: {
    readonly kicker: string;
    readonly title: string;
    readonly lead: string;
  };
};
