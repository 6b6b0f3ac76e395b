import * as migration_20261123_042555_initial from './20261123_042555_initial';

export const migrations = [
  {
    up: migration_20261123_042555_initial.up,
    down: migration_20261123_042555_initial.down,
    name: '20261123_042555_initial'
  },
];
