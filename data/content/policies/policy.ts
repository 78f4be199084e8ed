import type { Link } from "@/data/navigation";

export type PolicySection = {
  readonly heading: string;
  readonly paragraphs: readonly string[];
  /** A related page named in the section, such as the refund policy from the terms. */
  readonly link?: Link;
};

/** A policy page's text, built from the business constants it states. */
export type PolicyDocument = {
  readonly title: string;
  readonly intro: string;
  readonly sections: readonly PolicySection[];
};
