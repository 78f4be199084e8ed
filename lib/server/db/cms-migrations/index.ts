import * as migration_20261204_191750_services from './20261204_191750_services';
<<<<<<< HEAD
import * as migration_20261204_215858_spanish_out_of_date from './20261204_215858_spanish_out_of_date';
import * as migration_20261204_231233_pages from './20261204_231233_pages';
=======
import * as migration_20261204_215916_review_links from './20261204_215916_review_links';
>>>>>>> h-review

export const migrations = [
  {
    up: migration_20261204_191750_services.up,
    down: migration_20261204_191750_services.down,
    name: '20261204_191750_services',
  },
  {
<<<<<<< HEAD
    up: migration_20261204_215858_spanish_out_of_date.up,
    down: migration_20261204_215858_spanish_out_of_date.down,
    name: '20261204_215858_spanish_out_of_date',
  },
  {
    up: migration_20261204_231233_pages.up,
    down: migration_20261204_231233_pages.down,
    name: '20261204_231233_pages'
=======
    up: migration_20261204_215916_review_links.up,
    down: migration_20261204_215916_review_links.down,
    name: '20261204_215916_review_links'
>>>>>>> h-review
  },
];
