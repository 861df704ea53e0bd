import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121232244 } from './Migration20261121232244.js';
import { Migration20261122004927 } from './Migration20261122004927.js';
import { Migration20261122013000 } from './Migration20261122013000.js';
import { Migration20261122013329 } from './Migration20261122013329.js';
import { Migration20261122014258 } from './Migration20261122014258.js';
import { Migration20261122023123 } from './Migration20261122023123.js';
import { Migration20261122043407 } from './Migration20261122043407.js';
import { Migration20261122061500 } from './Migration20261122061500.js';
import { Migration20261124062232 } from './Migration20261124062232.js';
import { Migration20261125100135 } from './Migration20261125100135.js';
import { Migration20261125100622 } from './Migration20261125100622.js';
import { Migration20261125130718 } from './Migration20261125130718.js';
import { Migration20261125164132 } from './Migration20261125164132.js';
import { Migration20261125102545 } from './Migration20261125102545.js';
import { Migration20261125102308 } from './Migration20261125102308.js';
import { Migration20261125130250 } from './Migration20261125130250.js';
import { Migration20261125130406 } from './Migration20261125130406.js';
import { Migration20261125130655 } from './Migration20261125130655.js';

/** Every migration, in order (explicit: globbing breaks under vitest and in dist/). */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261121232244', class: Migration20261121232244 },
  { name: 'Migration20261122004927', class: Migration20261122004927 },
  { name: 'Migration20261122013000', class: Migration20261122013000 },
  { name: 'Migration20261122013329', class: Migration20261122013329 },
  { name: 'Migration20261122014258', class: Migration20261122014258 },
  { name: 'Migration20261122023123', class: Migration20261122023123 },
  { name: 'Migration20261122043407', class: Migration20261122043407 },
  { name: 'Migration20261122061500', class: Migration20261122061500 },
  { name: 'Migration20261124062232', class: Migration20261124062232 },
  { name: 'Migration20261125100135', class: Migration20261125100135 },
  { name: 'Migration20261125100622', class: Migration20261125100622 },
  { name: 'Migration20261125102545', class: Migration20261125102545 },
  { name: 'Migration20261125102308', class: Migration20261125102308 },
  { name: 'Migration20261125130250', class: Migration20261125130250 },
  { name: 'Migration20261125130406', class: Migration20261125130406 },
  { name: 'Migration20261125130655', class: Migration20261125130655 },
  { name: 'Migration20261125130718', class: Migration20261125130718 },
  { name: 'Migration20261125164132', class: Migration20261125164132 },
];
