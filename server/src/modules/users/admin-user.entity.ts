import { Entity, Property, Unique } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../core/db/base.entity.js';

@ObjectType({ description: 'A back-office administrator' })
@Entity({ tableName: 'admin_user' })
export class AdminUser extends BaseEntity<'tokenVersion' | 'enabled'> {
  @Field()
  @Unique()
  @Property({ length: 64 })
  username!: string;

  @Field()
  @Property({ length: 64 })
  name!: string;

  @Property({ hidden: true })
  passwordHash!: string;

  /** Raised on password change or "log out everywhere": older tokens stop working. */
  @Property({ default: 0 })
  tokenVersion: number = 0;

  @Field()
  @Property({ default: true })
  enabled: boolean = true;

  @Field({ nullable: true })
  @Property({ type: 'timestamptz', nullable: true })
  lastLoginAt?: Date;
}
