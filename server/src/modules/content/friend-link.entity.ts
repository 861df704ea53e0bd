import { Entity, Index, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { ManagedEntity } from '../../core/db/base.entity.js';

@ObjectType({ description: 'A friendly link shown in the footer', simpleResolvers: true })
@Entity({ tableName: 'friend_link' })
@Index({ properties: ['enabled', 'sort'] })
export class FriendLink extends ManagedEntity {
  @Field()
  @Property({ length: 100 })
  name!: string;

  @Field()
  @Property({ length: 500 })
  url!: string;

  @Field({ nullable: true, description: 'Logo image URL' })
  @Property({ length: 500, nullable: true })
  logo?: string;
}
