import "server-only";
import type { CollectionConfig, Field } from "payload";
import { text, textarea } from "payload/shared";
import { services as serviceFacts } from "@/data/services";
import {
  isPlainText,
  minutesProblem,
  priceProblem,
  serviceLimits,
} from "@/lib/cms/service-fields";
import { translator } from "@/lib/i18n/catalogue";
import { localePath } from "@/lib/i18n/paths";
import { readLocale } from "@/lib/locale";
import { cmsPreviewPath } from "@/lib/cms/paths";
import { formatUsd } from "@/data/money";
import { defaultLocale } from "@/data/locale";
import { coverRules } from "@/lib/cms/covers";
import {
  authorFields,
  contentAccess,
  markRestore,
  recordAuthor,
} from "./access";
import { refreshOnPublish } from "./refresh";
import { markSpanishOutOfDate, spanishOutOfDateFields } from "./translation";
import {
  translatedFields,
  type TranslatedField,
} from "@/lib/cms/translation-marks";

const said = () => translator("en", "cmsChecks");

/** A text field the team types in each language, drawn as plain text. */
function words(
  name: string,
  kind: "text" | "textarea",
  maxLength: number,
  // A row of a localized list is already in one language.
  localized = true,
): Field {
  return {
    name,
    type: kind,
    localized,
    required: true,
    maxLength,
    // Ours first, then Payload's own (required, length), which a field's
    // own check replaces unless it calls them.
    validate: (value: unknown, options: Parameters<typeof text>[1]) => {
      if (!isPlainText(value)) return said()("text.unsafe");
      return kind === "textarea"
        ? textarea(
            value as string,
            options as unknown as Parameters<typeof textarea>[1],
          )
        : text(value as string, options);
    },
  } as Field;
}

/**
 * The services' published words and prices (docs/cms.md). Each document is
 * one of data/services.ts's services, named by its slug: the slug, the
 * category and whether it is a home visit are facts code relies on, shown
 * read-only; the team edits the rest, in English and Spanish.
 */
export const servicesCollection: CollectionConfig = {
  slug: "services",
  admin: {
    useAsTitle: "title",
    defaultColumns: [
      "title",
      "price",
      "minutes",
      "_status",
      "spanishOutOfDate",
      "updatedAt",
    ],
    description:
      "Each service's words and price. Saving makes a draft; a publisher publishes it.",
    // The admin's Preview button: the service's page, in the language edited, in Draft Mode.
    preview: (doc, { locale }) =>
      `${cmsPreviewPath}?path=${encodeURIComponent(
        localePath(readLocale(locale), `/services/${String(doc.slug)}`),
      )}`,
  },
  access: contentAccess,
  // A draft is checked as a publish is, so that what is wrong is said when it is typed.
  versions: { drafts: { validate: true }, maxPerDoc: 200 },
  hooks: {
    beforeOperation: [markRestore],
    beforeChange: [recordAuthor, markSpanishOutOfDate(translatedFields)],
    afterChange: [refreshOnPublish],
  },
  fields: [
    {
      name: "slug",
      type: "text",
      required: true,
      unique: true,
      index: true,
      admin: { readOnly: true, position: "sidebar" },
    },
    {
      name: "homeVisit",
      type: "checkbox",
      virtual: true,
      label: "A technician visits (set in code)",
      admin: { readOnly: true, position: "sidebar" },
      hooks: {
        afterRead: [
          ({ siblingData }) =>
            serviceFacts.find((s) => s.slug === siblingData.slug)?.homeVisit ??
            false,
        ],
      },
    },
    words("title", "text", serviceLimits.titleMax),
    {
      name: "price",
      type: "number",
      required: true,
      admin: { description: "US dollars per incident, whole dollars." },
      validate: (value: unknown) => {
        const problem = priceProblem(value);
        return problem
          ? said()(`price.${problem}`, {
              min: formatUsd(serviceLimits.priceMin),
              max: formatUsd(serviceLimits.priceMax),
            })
          : true;
      },
    },
    {
      name: "minutes",
      type: "number",
      required: true,
      admin: {
        description:
          "How long the work takes, which the booking calendar reserves.",
      },
      validate: (value: unknown) => {
        const problem = minutesProblem(value);
        return problem
          ? said()(`minutes.${problem}`, {
              step: String(serviceLimits.minutesStep),
              min: String(serviceLimits.minutesMin),
              max: String(serviceLimits.minutesMax),
            })
          : true;
      },
    },
    words("summary", "textarea", serviceLimits.summaryMax),
    words("description", "textarea", serviceLimits.descriptionMax),
    {
      name: "servicesIncluded",
      label: "What is included",
      type: "array",
      localized: true,
      minRows: 1,
      fields: [words("item", "text", serviceLimits.itemMax, false)],
    },
    {
      name: "faqs",
      label: "FAQs",
      type: "array",
      localized: true,
      minRows: 1,
      fields: [
        words("question", "text", serviceLimits.itemMax, false),
        words("answer", "textarea", serviceLimits.descriptionMax, false),
      ],
    },
    {
      name: "cover",
      type: "upload",
      relationTo: "covers",
      admin: {
        description:
          "The picture at the top of the page and on its card. Empty: the service's drawn picture.",
      },
    },
    {
      name: "coverAlt",
      label: "What the cover shows",
      type: "text",
      localized: true,
      maxLength: coverRules.altMax,
      admin: {
        description:
          "One sentence for visitors who cannot see the picture. Empty in a language: the page says it illustrates the service.",
        condition: (data) => Boolean(data.cover),
      },
      validate: (value: unknown, options: Parameters<typeof text>[1]) => {
        if (!isPlainText(value)) return said()("text.unsafe");
        const { siblingData } = options as {
          siblingData?: { cover?: unknown };
        };
        if (
          siblingData?.cover &&
          options.req.locale === defaultLocale &&
          !value
        ) {
          return said()("cover.altMissing");
        }
        return text(value as string, options);
      },
    },
    ...spanishOutOfDateFields(translatedFields, (field) =>
      said()(`translatedFields.${field as TranslatedField}`),
    ),
    ...authorFields,
  ],
};
