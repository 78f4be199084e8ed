// The CMS as a fresh database holds it, for the unit tests (jest.config.mjs
// maps lib/server/cms/published.ts here): starting Payload (its migrations
// and seed) in each test file's database would cost seconds a file, so these
// tests read the content the seed writes, turned into what the CMS answers
// by the same functions (lib/server/cms/seed.ts's documents,
// lib/cms/published-content.ts's reading). The CMS itself is tested end to end
// (tests/e2e/cms.spec.ts).
import { servicesEn } from "@/data/content/services/en";
import { servicesEs } from "@/data/content/services/es";
import { locales } from "@/data/locale";
import { services } from "@/data/services";
import { pageKinds, pageShape, seedTemplate } from "@/lib/cms/page-kinds";
import { fromDocument, toDocument } from "@/lib/cms/page-shape";
import {
  publishedService,
  type PublishedContent,
} from "@/lib/cms/published-content";
import { asDocument } from "@/lib/server/cms/seed";

/** The other pages as the seed writes them and the CMS gives them back. */
function seededPages(): PublishedContent["pages"] {
  return Object.fromEntries(
    pageKinds.map((kind) => [
      kind.slug,
      Object.fromEntries(
        locales.map((locale) => [
          locale,
          Object.fromEntries(
            kind.keys.map((key) => [
              key,
              fromDocument(
                toDocument(seedTemplate(kind, locale, key), pageShape(kind)),
                pageShape(kind),
              ),
            ]),
          ),
        ]),
      ),
    ]),
  );
}

function seeded(copies: typeof servicesEn | typeof servicesEs) {
  return Object.fromEntries(
    services.map(({ slug, price, minutes }) => [
      slug,
      publishedService({ ...asDocument(copies[slug]), price, minutes }),
    ]),
  );
}

export const seededContent: PublishedContent = {
  publishedAt: "",
  services: { en: seeded(servicesEn), es: seeded(servicesEs) },
  pages: seededPages(),
  choices: Object.fromEntries(
    pageKinds
      .filter((kind) => kind.choices)
      .map((kind) => [
        kind.slug,
        Object.fromEntries(
          kind.keys.map((key) => [
            key,
            Object.fromEntries(
              kind.choices!.map((choice) => [choice.name, choice.first]),
            ),
          ]),
        ),
      ]),
  ),
};

export const openCms = async () => undefined;

export const readContent = async () => seededContent;

export const cachedContent = async () => seededContent;

export const cachedPages = async () => seededContent;
