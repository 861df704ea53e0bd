import { Collection, Entity, Enum, Index, ManyToMany, Property } from '@mikro-orm/core';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { ManagedEntity } from '../../../core/db/base.entity.js';
import { Resource } from './resource.entity.js';

export enum ResourceListType {
  /** 书单: a reading list shown under resources/resList. */
  BOOKLIST = 'BOOKLIST',
  /** 资源集合: a curated collection of resources of any kind. */
  COLLECTION = 'COLLECTION',
}

registerEnumType(ResourceListType, { name: 'ResourceListType', description: '书单 / 资源集合' });

/** A curated, ordered list of resources (back office `booklist` and `resCollection`). */
@ObjectType({ description: 'A book list or curated collection of resources', simpleResolvers: true })
@Entity({ tableName: 'resource_list' })
@Index({ properties: ['listType', 'enabled', 'sort'] })
export class ResourceList extends ManagedEntity {
  @Field(() => ResourceListType)
  @Enum({ items: () => ResourceListType, nativeEnumName: 'resource_list_type' })
  listType!: ResourceListType;

  @Field()
  @Property({ length: 200 })
  title!: string;

  @Field({ nullable: true })
  @Property({ length: 500, nullable: true })
  cover?: string;

  @Field({ nullable: true })
  @Property({ type: 'text', nullable: true })
  summary?: string;

  /** In the order the librarian chose (fixedOrder keeps a position column in the pivot table). */
  @ManyToMany(() => Resource, undefined, {
    fixedOrder: true,
    pivotTable: 'resource_list_item',
    joinColumn: 'list_id',
    inverseJoinColumn: 'resource_id',
  })
  resources = new Collection<Resource>(this);
}
