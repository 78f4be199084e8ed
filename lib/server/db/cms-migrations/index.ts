import * as migration_20261204_191750_services from './20261204_191750_services';

export const migrations = [
  {
    up: migration_20261204_191750_services.up,
    down: migration_20261204_191750_services.down,
    name: '20261204_191750_services'
  },
];
