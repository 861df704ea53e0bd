import { ArrayType, Entity, OptionalProps, Index, ManyToOne, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { ADMIN_ENTITY, type AdminAccount } from './admin-ref.js';
import { AuditChange } from './audit-changes.js';

/** One administrator mutation: who, what, which ids, when, from where (read by `logManage`). */
@ObjectType()
@Entity({ tableName: 'audit_log' })
@Index({ properties: ['createdAt'] })
@Index({ properties: ['entity', 'createdAt'] })
// The log screen's filters (操作日志): by administrator, by action, each newest first.
@Index({ properties: ['admin', 'createdAt'] })
@Index({ properties: ['action', 'createdAt'] })
export class AuditLog {
  [OptionalProps]?: 'createdAt' | 'targetIds' | 'changes';

  @Field(() => ID)
  @PrimaryKey({ autoincrement: true })
  id!: number;

  /** GraphQL `admin` is added by the users module, which owns AdminUser. */
  @ManyToOne({ entity: ADMIN_ENTITY, ref: true, nullable: true, deleteRule: 'set null' })
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

  /**
   * The fields the action changed, before and after (create: after only; remove: before only).
   * Lazy: a page of the log does not read them, the detail does (audit.resolver.ts).
   */
  @Field(() => [AuditChange], { description: 'Fields changed, before and after; [] when the action recorded none' })
  @Property({ type: 'json', lazy: true, default: '[]' })
  changes: AuditChange[] = [];
}
