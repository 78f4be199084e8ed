import * as migration_20261204_191750_services from './20261204_191750_services';
import * as migration_20261204_215858_spanish_out_of_date from './20261204_215858_spanish_out_of_date';
import * as migration_20261204_231915_content_pages from './20261204_231915_content_pages';
import * as migration_20261207_003304_covers_and_tiers from './20261207_003304_covers_and_tiers';
import * as migration_20261207_020206_review_links_pages from './20261207_020206_review_links_pages';

export const migrations = [
  {
    up: migration_20261204_191750_services.up,
    down: migration_20261204_191750_services.down,
    name: '20261204_191750_services',
  },
  {
    up: migration_20261204_215858_spanish_out_of_date.up,
    down: migration_20261204_215858_spanish_out_of_date.down,
    name: '20261204_215858_spanish_out_of_date',
  },
  {
    up: migration_20261204_231915_content_pages.up,
    down: migration_20261204_231915_content_pages.down,
    name: '20261204_231915_content_pages',
  },
  {
    up: migration_20261207_003304_covers_and_tiers.up,
    down: migration_20261207_003304_covers_and_tiers.down,
    name: '20261207_003304_covers_and_tiers',
  },
  {
    up: migration_20261207_020206_review_links_pages.up,
    down: migration_20261207_020206_review_links_pages.down,
    name: '20261207_020206_review_links_pages'
  },
];
