import { Entity, Enum, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../core/db/base.entity.js';

/** What a reader does to earn points; each action has one rule (积分规则). */
export enum PointAction {
  LOGIN = 'login',
  READ30 = 'read30',
  COMMENT = 'comment',
  SCORE = 'score',
  TAG = 'tag',
  RECOMMENDATION = 'recommendation',
  VOLUNTEER = 'volunteer',
}

registerEnumType(PointAction, {
  name: 'PointAction',
  description: 'login 每日登录, read30 阅读30分钟, comment 评论通过, score 评分, tag 标签通过, recommendation 荐购被采纳, volunteer 志愿服务',
});

/**
 * 积分规则: how many points one action earns and at most how many points the action may earn a
 * reader in one library day (`dailyCap`, 0 = no cap). The set of actions is fixed (the event
 * subscriber maps events onto them), so the back office edits and enables rules, never adds them.
 */
@ObjectType({ description: '积分规则: points per action, with a daily cap', simpleResolvers: true })
@Entity({ tableName: 'point_rule' })
export class PointRule extends BaseEntity<'enabled' | 'sort' | 'description'> {
  @Field(() => PointAction)
  @Enum({ items: () => PointAction, nativeEnumName: 'point_action', unique: true })
  action!: PointAction;

  @Field({ description: '规则名称: 每日登录, 阅读30分钟…' })
  @Property({ length: 50 })
  name!: string;

  @Field(() => String, { nullable: true, description: 'How the points are earned, shown to readers' })
  @Property({ length: 200, nullable: true })
  description?: string | null;

  @Field(() => Int, { description: 'Points per action' })
  @Property()
  points!: number;

  @Field(() => Int, { description: 'Most points this rule gives one reader in one library day; 0 = no cap' })
  @Property({ default: 0 })
  dailyCap: number = 0;

  @Field({ description: 'A disabled rule awards nothing' })
  @Property({ default: true })
  enabled: boolean = true;

  @Field({ description: 'Ascending display order' })
  @Property({ default: 0 })
  sort: number = 0;
}
