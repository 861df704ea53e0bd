import { Entity, Index, ManyToOne, Property, Unique, type Ref } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { ManagedEntity } from '../../core/db/base.entity.js';
import { Supplier } from './supplier.entity.js';
import { relationId } from '../../core/db/fast-read/rows-as-entities.js';

/** A batch of resources received together (批次号, back office `source/batchNum`). */
@ObjectType({ description: 'A batch number under which resources were received' })
@Entity({ tableName: 'batch_number' })
@Index({ properties: ['receivedAt'] })
export class BatchNumber extends ManagedEntity {
  @Field({ description: 'The batch code, e.g. 2026-NB-014' })
  @Unique()
  @Property({ length: 64 })
  code!: string;

  @Field()
  @Property({ length: 100 })
  name!: string;

  @ManyToOne(() => Supplier, { ref: true, nullable: true, deleteRule: 'set null' })
  @Index()
  supplier?: Ref<Supplier>;

  @Field(() => ID, { nullable: true })
  get supplierId(): number | undefined {
    return relationId(this, 'supplier');
  }

  @Field({ nullable: true })
  @Property({ type: 'date', nullable: true })
  receivedAt?: string;

  @Field({ nullable: true })
  @Property({ type: 'text', nullable: true })
  description?: string;
}
