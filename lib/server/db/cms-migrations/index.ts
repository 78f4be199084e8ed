import * as migration_20261204_191750_services from './20261204_191750_services';
import * as migration_20261204_221625_pages from './20261204_221625_pages';

export const migrations = [
  {
    up: migration_20261204_191750_services.up,
    down: migration_20261204_191750_services.down,
    name: '20261204_191750_services',
  },
  {
    up: migration_20261204_221625_pages.up,
    down: migration_20261204_221625_pages.down,
    name: '20261204_221625_pages'
  },
];
