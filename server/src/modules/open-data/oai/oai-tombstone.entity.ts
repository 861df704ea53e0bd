import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { ResourceKind } from '../../catalogue/index.js';

/**
 * A removed resource, kept so that harvesters learn of the removal (OAI-PMH deletedRecord
 * "persistent"). Rows are written by a trigger on `resource` (migration Migration20261125130000),
 * so every way of removing a resource — one, a batch, a cascade — leaves one; nothing else writes.
 */
@Entity({ tableName: 'oai_tombstone' })
@Index({ properties: ['deletedAt', 'resourceId'] })
export class OaiTombstone {
  @PrimaryKey({ autoincrement: false })
  resourceId!: number;

  @Enum({ items: () => ResourceKind, nativeEnumName: 'resource_kind' })
  kind!: ResourceKind;

  @Property({ type: 'timestamptz' })
  deletedAt!: Date;
}
