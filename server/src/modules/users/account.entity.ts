import { Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../core/db/base.entity.js';

/** What administrators and readers share as accounts that log in. */
@ObjectType()
export abstract class Account<Optional extends string = never> extends BaseEntity<'tokenVersion' | 'enabled' | Optional> {
  @Property({ hidden: true })
  passwordHash!: string;

  /** Raised on password change, "log out everywhere" and disabling (a trigger, Migration20261207180000): older tokens stop working. */
  @Property({ default: 0 })
  tokenVersion: number = 0;

  @Field()
  @Property({ default: true })
  enabled: boolean = true;

  @Field({ nullable: true })
  @Property({ type: 'timestamptz', nullable: true })
  lastLoginAt?: Date;
}
