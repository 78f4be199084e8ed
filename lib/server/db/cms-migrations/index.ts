import * as migration_20261204_191750_services from './20261204_191750_services';
import * as migration_20261204_215916_review_links from './20261204_215916_review_links';

export const migrations = [
  {
    up: migration_20261204_191750_services.up,
    down: migration_20261204_191750_services.down,
    name: '20261204_191750_services',
  },
  {
    up: migration_20261204_215916_review_links.up,
    down: migration_20261204_215916_review_links.down,
    name: '20261204_215916_review_links'
  },
];
