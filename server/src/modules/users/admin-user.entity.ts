import { Entity, Property, Unique } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { Account } from './account.entity.js';

@ObjectType({ description: 'A back-office administrator' })
@Entity({ tableName: 'admin_user' })
export class AdminUser extends Account {
  @Field()
  @Unique()
  @Property({ length: 64 })
  username!: string;

  @Field()
  @Property({ length: 64 })
  name!: string;
}
