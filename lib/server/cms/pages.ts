import "server-only";
import type {
  CollectionConfig,
  Field,
  PayloadRequest,
  TextareaFieldValidation,
  TextFieldValidation,
} from "payload";
import { text, textarea } from "payload/shared";
import { factValue, type Facts } from "@/lib/cms/facts";
import {
  lineField,
  pageTextProblem,
  pageTextLimits,
  type Member,
  type Shape,
} from "@/lib/cms/page-shape";
import {
  pageKinds,
  pageShape,
  pageTranslatedFields,
  type PageKind,
} from "@/lib/cms/page-kinds";
import { cmsPreviewPath } from "@/lib/cms/paths";
import { translator } from "@/lib/i18n/catalogue";
import type cmsChecks from "@/messages/en/cmsChecks.json";
import { localePath } from "@/lib/i18n/paths";
import { readLocale } from "@/lib/locale";
import {
  authorFields,
  contentAccess,
  markRestore,
  recordAuthor,
} from "./access";
import { refreshOnPublish } from "./refresh";
import { markSpanishOutOfDate, spanishOutOfDateFields } from "./translation";

const said = () => translator("en", "cmsChecks");

/** A page field's name for the team; tests/unit/translation-marks.test.ts checks each kind's are listed. */
type PageField = keyof (typeof cmsChecks)["pageFields"];

/** Plain text naming only facts code keeps, then Payload's own checks (required, length). */
function checkText(facts: Facts, long: boolean) {
  return ((value, options) => {
    const problem = pageTextProblem(value, facts);
    if (problem?.reason === "unsafe") return said()("text.unsafe");
    if (problem) return said()("text.unknownFact", { tokens: problem.tokens });
    return long
      ? textarea(value as string, options as Parameters<typeof textarea>[1])
      : text(value as string, options as Parameters<typeof text>[1]);
  }) as TextFieldValidation & TextareaFieldValidation;
}

/**
 * One part of a kind's content as a field; a top-level part is written in
 * each language. Inside a part that may be left out (a section's link),
 * nothing is required.
 */
function fieldOf(
  name: string,
  member: Member,
  facts: Facts,
  localized: boolean,
  optionalAround = false,
): Field {
  const shape = member.shape;
  const label = name === lineField ? false : undefined;
  switch (shape.kind) {
    case "text":
      return {
        name,
        label,
        type: shape.long ? "textarea" : "text",
        localized,
        required: !member.optional && !optionalAround && !shape.fixed,
        maxLength: shape.long ? pageTextLimits.long : pageTextLimits.short,
        admin: shape.fixed
          ? { readOnly: true, description: "Set in code." }
          : undefined,
        validate: checkText(facts, shape.long),
      } as Field;
    case "number":
      return { name, type: "number", localized, admin: { readOnly: true } };
    case "list":
      return {
        name,
        type: "array",
        localized,
        minRows: shape.filled ? 1 : undefined,
        fields:
          shape.of.kind === "group"
            ? fieldsOf(shape.of, facts, false)
            : [
                fieldOf(
                  lineField,
                  { shape: shape.of, optional: false },
                  facts,
                  false,
                ),
              ],
      } as Field;
    case "group":
      return {
        name,
        type: "group",
        localized,
        admin: shape.fixed ? { readOnly: true } : undefined,
        fields: fieldsOf(
          shape,
          facts,
          false,
          optionalAround || member.optional,
        ),
      } as Field;
  }
}

function fieldsOf(
  shape: Extract<Shape, { kind: "group" }>,
  facts: Facts,
  top: boolean,
  optionalAround = false,
): Field[] {
  return Object.entries(shape.members).map(([name, member]) =>
    fieldOf(name, member, facts, top, optionalAround),
  );
}

/** The facts a kind's words may name, listed for the team with today's values. */
function factsNote(kind: PageKind): string {
  const listed: string[] = [];
  const walk = (value: unknown, path: string) => {
    const shown = factValue({ v: value }, "v");
    if (shown !== undefined && path) listed.push(`{${path}} = ${shown}`);
    else if (value && typeof value === "object" && !Array.isArray(value)) {
      for (const [key, inner] of Object.entries(value)) {
        walk(inner, path ? `${path}.${key}` : key);
      }
    } else if (Array.isArray(value))
      listed.push(`{${path}.length} = ${value.length}`);
  };
  walk(kind.facts("en"), "");
  return listed.length === 0
    ? ""
    : ` Facts kept in code, written as a name in braces, are filled in on the page: ${listed.join("; ")}.`;
}

/** A kind of page as a collection: one document per page, both languages, drafts and versions. */
function pageCollection(kind: PageKind): CollectionConfig {
  // Facts are the same names in both languages; a check needs only the names.
  const facts = kind.facts("en");
  const translated = pageTranslatedFields(kind);
  return {
    slug: kind.slug,
    labels: { singular: kind.label, plural: kind.label },
    admin: {
      useAsTitle: "key",
      group: "Pages",
      defaultColumns: ["key", "_status", "spanishOutOfDate", "updatedAt"],
      description: `${kind.description} Saving makes a draft; a publisher publishes it.${factsNote(kind)}`,
      preview: (doc, { locale }) =>
        `${cmsPreviewPath}?path=${encodeURIComponent(
          localePath(readLocale(locale), kind.path(String(doc.key))),
        )}`,
    },
    access: contentAccess,
    versions: { drafts: { validate: true }, maxPerDoc: 200 },
    hooks: {
      beforeOperation: [markRestore],
      beforeChange: [recordAuthor, markSpanishOutOfDate(translated)],
      afterChange: [refreshOnPublish],
    },
    fields: [
      {
        name: "key",
        type: "text",
        required: true,
        unique: true,
        index: true,
        admin: {
          readOnly: true,
          position: "sidebar",
          description: "Which page: its address, set in code.",
        },
      },
      ...fieldsOf(
        pageShape(kind) as Extract<Shape, { kind: "group" }>,
        facts,
        true,
      ),
      ...(kind.choices ?? []).map((choice): Field => ({
        name: choice.name,
        label: choice.label,
        // The services' own documents, so that a service added in code is
        // offered with no migration.
        type: "relationship",
        relationTo: "services",
        hasMany: true,
        required: true,
        admin: { description: choice.description },
        // Checked here, not left to the database: an id of no service would
        // otherwise fail the save as the server's fault.
        validate: async (value: unknown, { req }: { req: PayloadRequest }) => {
          const ids = (Array.isArray(value) ? value : []).map((v: unknown) =>
            v && typeof v === "object" ? (v as { id?: unknown }).id : v,
          );
          if (ids.length === 0) return said()("choice.empty");
          if (!ids.every((id) => Number.isInteger(id))) {
            return said()("choice.unknown");
          }
          const { totalDocs } = await req.payload.count({
            collection: "services",
            where: { id: { in: ids } },
            req,
            overrideAccess: true,
          });
          return totalDocs === new Set(ids).size || said()("choice.unknown");
        },
      })),
      ...spanishOutOfDateFields(translated, (field) =>
        said()(`pageFields.${field as PageField}`),
      ),
      ...authorFields,
    ],
  };
}

/** The kinds of page the team edits besides the services (lib/cms/page-kinds.ts). */
export const pageCollections: CollectionConfig[] =
  pageKinds.map(pageCollection);
