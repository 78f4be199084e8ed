import type { Link } from "@/data/navigation";

/** The about page's words in one language. */
export type AboutUsContent = {
  readonly sections: readonly {
    readonly heading: string;
    readonly paragraphs: readonly string[];
    readonly link?: Link;
  }[];
  readonly talk: {
    readonly heading: string;
    /** Around the phone link. */
    readonly beforePhone: string;
    readonly afterPhone: string;
    readonly contactLabel: string;
  };
};
