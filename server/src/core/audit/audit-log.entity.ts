import { ArrayType, Entity, OptionalProps, Index, ManyToOne, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { ADMIN_ENTITY, type AdminAccount } from './admin-ref.js';

/** One administrator mutation: who, what, which ids, when, from where (read by `logManage`). */
@ObjectType()
@Entity({ tableName: 'audit_log' })
@Index({ properties: ['createdAt'] })
@Index({ properties: ['entity', 'createdAt'] })
export class AuditLog {
  [OptionalProps]?: 'createdAt' | 'targetIds';

  @Field(() => ID)
  @PrimaryKey({ autoincrement: true })
  id!: number;

  /** GraphQL `admin` is added by the users module, which owns AdminUser. */
  @ManyToOne({ entity: ADMIN_ENTITY, ref: true, nullable: true, deleteRule: 'set null' })
  @Index()
  admin?: Ref<AdminAccount>;

  @Field({ description: 'Name of the administrator at the time of the action' })
  @Property({ length: 64 })
  adminName!: string;

  @Field({ description: 'e.g. create, update, enable, batchRemove, upload' })
  @Property({ length: 32 })
  action!: string;

  @Field({ description: 'GraphQL type name of the entity acted on' })
  @Property({ length: 64 })
  entity!: string;

  @Field(() => [ID])
  @Property({ type: new ArrayType<number>((id) => Number(id)), columnType: 'int[]' })
  targetIds: number[] = [];

  @Field({ nullable: true })
  @Property({ length: 64, nullable: true })
  ip?: string;

  @Field(() => String, { nullable: true, description: 'What the administrator gave as the reason, where the action takes one (调整积分)' })
  @Property({ length: 200, nullable: true })
  detail?: string | null;

  @Field()
  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
