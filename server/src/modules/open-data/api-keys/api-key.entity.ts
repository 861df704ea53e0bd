import { Entity, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { ManagedEntity } from '../../../core/db/base.entity.js';

/**
 * An integrator's key (系统管理 › 接口密钥, issue 18). The key itself is shown once, when it is
 * issued or rotated; the database keeps only its SHA-256 (keys are 32 random bytes, so a fast hash
 * is enough) and its first characters, by which an admin recognises it. Requests that carry it in
 * `X-API-Key` count against its quotas (api-key.guard.ts).
 */
@ObjectType({ description: 'An integrator’s API key with its quotas (the secret is never readable after issue)', simpleResolvers: true })
@Entity({ tableName: 'api_key' })
export class ApiKey extends ManagedEntity<'perMinute' | 'perDay' | 'requests'> {
  @Field({ description: 'Who uses the key: an integrator, a system' })
  @Property({ length: 100 })
  name!: string;

  @Field({ nullable: true })
  @Property({ length: 500, nullable: true })
  note?: string;

  @Field({ description: 'The first characters of the key, to recognise it (lp_xxxxxxxx)' })
  @Property({ length: 16 })
  prefix!: string;

  @Property({ length: 64, unique: true })
  secretHash!: string;

  @Field(() => Int, { description: 'Requests allowed per minute' })
  @Property({ default: 60 })
  perMinute: number = 60;

  @Field(() => Int, { description: 'Requests allowed per day' })
  @Property({ default: 10000 })
  perDay: number = 10000;

  @Field(() => Int, { description: 'Requests made with the key (counted in batches, a few seconds late)' })
  @Property({ default: 0 })
  requests: number = 0;

  @Field({ nullable: true })
  @Property({ nullable: true })
  lastUsedAt?: Date;

  @Field({ nullable: true })
  @Property({ nullable: true })
  rotatedAt?: Date;

  /** The key itself, only in the answer that issues or rotates it. */
  @Field({
    nullable: true,
    description: 'The key itself: only in the answer of the mutation that issued or rotated it; keep it, it is not shown again',
  })
  @Property({ persist: false })
  secret?: string;
}
