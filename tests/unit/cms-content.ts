// The CMS as a fresh database holds it, for the unit tests (jest.config.mjs
// maps lib/server/cms/published.ts here): starting Payload (its migrations
// and seed) in each test file's database would cost seconds a file, so these
// tests read the content the seed writes, turned into what the CMS answers
// by the same functions (lib/server/cms/seed.ts's documents,
// lib/cms/published-content.ts's reading). The CMS itself is tested end to end
// (tests/e2e/cms.spec.ts).
import { servicesEn } from "@/data/content/services/en";
import { servicesEs } from "@/data/content/services/es";
import { services } from "@/data/services";
import {
  publishedService,
  type PublishedContent,
} from "@/lib/cms/published-content";
import { asDocument } from "@/lib/server/cms/seed";

function seeded(copies: typeof servicesEn | typeof servicesEs) {
  return Object.fromEntries(
    services.map(({ slug, price, minutes }) => [
      slug,
      publishedService({ ...asDocument(copies[slug]), price, minutes }),
    ]),
  );
}

const content: PublishedContent = {
  publishedAt: "",
  services: { en: seeded(servicesEn), es: seeded(servicesEs) },
};

export const openCms = async () => undefined;

export const readContent = async () => content;

export const cachedContent = async () => content;
