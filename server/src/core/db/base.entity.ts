import { OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';

/** Every table has a numeric id and creation/update times. */
@ObjectType()
export abstract class BaseEntity<Optional extends string = never> {
  /** Properties with defaults, which `em.create` may leave out. */
  [OptionalProps]?: 'createdAt' | 'updatedAt' | Optional;

  @Field(() => ID)
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @Field()
  @Property({ type: 'timestamptz', onCreate: () => new Date() })
  createdAt: Date = new Date();

  @Field()
  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

/** The state flags the admin pattern toggles: enable/disable, recommend/unrecommend, order. */
@ObjectType()
export abstract class ManagedEntity<Optional extends string = never> extends BaseEntity<'enabled' | 'recommended' | 'sort' | Optional> {
  @Field({ description: 'Shown on the public site' })
  @Property({ default: true })
  enabled: boolean = true;

  @Field()
  @Property({ default: false })
  recommended: boolean = false;

  @Field({ description: 'Ascending display order' })
  @Property({ default: 0 })
  sort: number = 0;
}
