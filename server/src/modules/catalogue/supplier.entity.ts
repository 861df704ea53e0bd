import { Entity, Index, Property, Unique } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { ManagedEntity } from '../../core/db/base.entity.js';

/** A resource supplier (资源商, back office `source/resQuotient`). */
@ObjectType({ description: 'A supplier of resources', simpleResolvers: true })
@Entity({ tableName: 'supplier' })
@Index({ properties: ['enabled', 'sort'] })
export class Supplier extends ManagedEntity {
  @Field()
  @Unique()
  @Property({ length: 100 })
  name!: string;

  @Field({ nullable: true })
  @Property({ length: 64, nullable: true })
  contact?: string;

  @Field({ nullable: true })
  @Property({ length: 32, nullable: true })
  phone?: string;

  @Field({ nullable: true })
  @Property({ length: 100, nullable: true })
  email?: string;

  @Field({ nullable: true })
  @Property({ length: 500, nullable: true })
  website?: string;

  @Field({ nullable: true })
  @Property({ type: 'text', nullable: true })
  description?: string;
}
