import { Entity, Index, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { ManagedEntity } from '../../core/db/base.entity.js';

@ObjectType({ description: 'A carousel picture of the home page', simpleResolvers: true })
@Entity({ tableName: 'banner' })
@Index({ properties: ['enabled', 'sort'] })
export class Banner extends ManagedEntity {
  @Field()
  @Property({ length: 100 })
  title!: string;

  @Field({ description: 'Image URL' })
  @Property({ length: 500 })
  image!: string;

  @Field({ nullable: true, description: 'Where a click leads' })
  @Property({ length: 500, nullable: true })
  link?: string;
}
