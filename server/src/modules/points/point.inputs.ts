import { IsInt, IsNotEmpty, IsOptional, Max, MaxLength, Min, NotEquals } from 'class-validator';
import { Field, GraphQLISODateTime, InputType, Int, registerEnumType } from 'type-graphql';
import { PointAction } from './point-rule.entity.js';

/** 收入 (points gained) or 支出 (points removed). */
export enum PointDirection {
  IN = 'IN',
  OUT = 'OUT',
}
registerEnumType(PointDirection, { name: 'PointDirection', description: 'IN 收入 (gained), OUT 支出 (removed)' });

@InputType({ description: 'Filters of a points ledger' })
export class PointEntryFilter {
  @Field(() => PointAction, { nullable: true, description: 'Entries of this rule only' })
  action?: PointAction;

  @Field({ nullable: true, description: 'Manual adjustments only (true) or awards only (false)' })
  manual?: boolean;

  @Field(() => PointDirection, { nullable: true })
  direction?: PointDirection;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'From this instant (inclusive)' })
  from?: Date;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Before this instant' })
  to?: Date;
}

@InputType({ description: '调整积分: points to add (positive) or remove (negative), with the reason' })
export class PointAdjustmentInput {
  @Field(() => Int)
  @IsInt({ message: '调整积分须为整数' })
  @NotEquals(0, { message: '调整积分不能为0' })
  @Min(-100000, { message: '单次调整不能超过100000分' })
  @Max(100000, { message: '单次调整不能超过100000分' })
  delta!: number;

  @Field()
  @IsNotEmpty({ message: '请填写调整原因' })
  @MaxLength(200, { message: '调整原因不能超过200个字' })
  reason!: string;
}

/** 积分规则 as the back office edits it (the action is fixed per rule). */
@InputType()
export class PointRuleInput {
  @Field({ nullable: true, description: 'A disabled rule awards nothing' })
  enabled?: boolean;

  @Field(() => Int, { nullable: true, description: 'Ascending display order' })
  @IsOptional()
  @IsInt()
  @Min(-100000)
  @Max(100000)
  sort?: number;

  @Field({ nullable: true })
  @IsOptional()
  @IsNotEmpty({ message: '请输入规则名称' })
  @MaxLength(50, { message: '规则名称不能超过50个字' })
  name?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(200, { message: '规则说明不能超过200个字' })
  description?: string | null;

  @Field(() => Int, { nullable: true, description: 'Points per action' })
  @IsOptional()
  @IsInt({ message: '积分须为整数' })
  @Min(0, { message: '积分不能小于0' })
  @Max(10000, { message: '积分不能超过10000' })
  points?: number;

  @Field(() => Int, { nullable: true, description: 'Most points per reader and day; 0 = no cap' })
  @IsOptional()
  @IsInt({ message: '每日上限须为整数' })
  @Min(0, { message: '每日上限不能小于0' })
  @Max(100000, { message: '每日上限不能超过100000' })
  dailyCap?: number;
}

@InputType()
export class PointRuleFilter {
  @Field({ nullable: true, description: 'Part of the name' })
  @IsOptional()
  @MaxLength(100)
  keyword?: string;

  @Field({ nullable: true })
  enabled?: boolean;
}
