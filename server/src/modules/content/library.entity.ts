import { Entity, Index, Property } from '@mikro-orm/core';
import { Field, Float, ObjectType } from 'type-graphql';
import { ManagedEntity } from '../../core/db/base.entity.js';

@ObjectType({ description: 'A local library shown on the home page', simpleResolvers: true })
@Entity({ tableName: 'library' })
@Index({ properties: ['enabled', 'sort'] })
export class Library extends ManagedEntity {
  @Field()
  @Property({ length: 100 })
  name!: string;

  @Field()
  @Property({ length: 200 })
  address!: string;

  @Field({ nullable: true })
  @Property({ length: 32, nullable: true })
  phone?: string;

  @Field({ nullable: true, description: 'e.g. 周二至周日 9:00-21:00' })
  @Property({ length: 200, nullable: true })
  openingHours?: string;

  @Field(() => Float, { nullable: true })
  @Property({ type: 'double', nullable: true })
  latitude?: number;

  @Field(() => Float, { nullable: true })
  @Property({ type: 'double', nullable: true })
  longitude?: number;

  @Field({ nullable: true, description: 'Image URL' })
  @Property({ length: 500, nullable: true })
  image?: string;

  @Field({ nullable: true })
  @Property({ type: 'text', nullable: true })
  description?: string;
}
