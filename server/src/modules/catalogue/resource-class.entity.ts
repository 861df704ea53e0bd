import { Entity, Enum, Index, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { ManagedEntity } from '../../core/db/base.entity.js';
import { ResourceKind } from './resource-kind.js';
import { relationId } from '../../core/db/fast-read/rows-as-entities.js';

/** A class (category) of one resource kind; classes form a tree per kind. */
@ObjectType({ description: 'A class (category) in the tree of one resource kind' })
@Entity({ tableName: 'resource_class' })
@Index({ properties: ['kind', 'parent', 'sort'] })
export class ResourceClass extends ManagedEntity {
  @Field(() => ResourceKind)
  @Enum({ items: () => ResourceKind, nativeEnumName: 'resource_kind' })
  kind!: ResourceKind;

  @Field()
  @Property({ length: 100 })
  name!: string;

  @Field({ nullable: true, description: 'Classification code, e.g. a CLC number such as I247' })
  @Property({ length: 32, nullable: true })
  code?: string;

  @ManyToOne(() => ResourceClass, { ref: true, nullable: true, deleteRule: 'cascade' })
  parent?: Ref<ResourceClass>;

  @Field(() => ID, { nullable: true })
  get parentId(): number | undefined {
    return relationId(this, 'parent');
  }

  /** The specification's tree item (id, pid): the parent's id under its name; none for a top-level class. */
  @Field(() => ID, { nullable: true, description: 'The parent class (the tree item’s pid; the same as parentId)' })
  get pid(): number | undefined {
    return this.parentId;
  }

  @Field({ nullable: true })
  @Property({ length: 500, nullable: true })
  description?: string;
}
