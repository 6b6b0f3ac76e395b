import * as migration_20261123_042550_initial from './20261123_042550_initial';

export const migrations = [
  {
    up: migration_20261123_042550_initial.up,
    down: migration_20261123_042550_initial.down,
    name: '20261123_042550_initial'
  },
];
